/**
 * The plain text of the emails (features/notifications/email-template.ts puts it on the branded
 * template). A value put into a line of an email (a name, an activity, a program) stays on that line,
 * so a value stored with line breaks cannot add a line of its own: a forged "Approve … from this
 * email:" line, say.
 */

/**
 * What breaks a line of an email's text: the control characters (CR, LF, tab, NEL and the rest of
 * C0 and C1) and Unicode's line and paragraph separators (U+2028, U+2029).
 */
const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** A value put into a line of an email: each run of line breaks becomes one space. */
export const oneLine = (value: string): string => value.replace(LINE_BREAKS, ' ');

/** Text an email shows as a block of its own, line breaks kept: a message, a reason (see emailText). */
export class MultilineText {
  constructor(readonly text: string) {}
}
export const multiline = (text: string) => new MultilineText(text);

/**
 * Every email's text is written with this tag (a subject is a header: nodemailer turns its line
 * breaks into spaces): the template's own line breaks stay, every value put into it goes in as one
 * line (oneLine), except text passed as `multiline(…)`: a message or a reason, or lines already
 * built with this tag.
 */
export function emailText(strings: TemplateStringsArray, ...values: (string | number | MultilineText)[]) {
  return strings.reduce((text, part, index) => {
    const value = values[index - 1]!;
    return text + (value instanceof MultilineText ? value.text : oneLine(String(value))) + part;
  });
}

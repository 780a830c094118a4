/**
 * File names that come from clients (uploads) and go back to them (downloads). Every stored upload's
 * name is the reader's `sanitizeFilename` (lib/read-upload.ts); every download's Content-Disposition
 * is `contentDisposition`.
 */

const MAX_FILENAME = 255;
// Bidirectional controls reorder what is shown: `invoice\u202Efdp.exe` displays as "invoiceexe.pdf".
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"<>|*?:]/g;
// A lone surrogate cannot be encoded as UTF-8 (encodeURIComponent throws on it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A client's file name made safe to store and to send back: its last path segment, without NUL,
 * control or bidirectional control characters or quotes, at most 255 characters (keeping the
 * extension); `fallback` when nothing is left.
 */
export function sanitizeFilename(name: string | undefined, fallback = 'file'): string {
  const whole = (name ?? '').replace(LONE_SURROGATE, '\ufffd').normalize('NFC').replace(BIDI_CONTROLS, '');
  const base = whole.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSAFE, '_').replace(/^[\s.]+|\s+$/g, '');
  if (!clean) return fallback;
  if (clean.length <= MAX_FILENAME) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return (
    Array.from(clean.slice(0, clean.length - ext.length))
      .slice(0, MAX_FILENAME - ext.length)
      .join('') + ext
  );
}

/** RFC 5987 `value-chars`: encodeURIComponent leaves `'()*` as they are, which are not attr-chars. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of every download: `inline` or `attachment`, with the name as printable
 * ASCII in `filename` (older clients; anything else becomes `_`) and exactly, in UTF-8, in `filename*`
 * (RFC 6266). A name Node would refuse in a header (an en dash, a curly apostrophe) can never
 * make the download fail.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename?: string): string {
  if (filename === undefined) return kind;
  const name = sanitizeFilename(filename);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

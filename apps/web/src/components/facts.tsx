import { Fragment } from 'react';

/** A fact this short fits on any line, even at 390 px: it never breaks inside ("5 points", "1 place left"). */
const UNBROKEN_MAX = 24;

type Fact = string | null | undefined | false;

/**
 * Facts about one thing on one line, between middle dots: "Workshop · 20/11/26 · 2 points · 1 file".
 * Blank facts are left out. The line breaks between facts; a short fact stays whole, so a narrow
 * screen never shows "5" at the end of one line and "points" at the start of the next. A long fact
 * (a list of locations, a course's title) may still wrap, so it cannot push the page sideways. The
 * text is the same as the joined string's.
 */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  return shown.map((fact, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {fact.length <= UNBROKEN_MAX ? <span style={{ whiteSpace: 'nowrap' }}>{fact}</span> : fact}
    </Fragment>
  ));
}

/**
 * A percent of answered capabilities, from a rating's answer, that never lowers the one already
 * shown. Answering only adds or changes answers, so the percent never falls while someone answers; but
 * two answers sent close together may come back out of order, and the first one's percent (counted
 * before the second was saved) must not overwrite the second's.
 */
export const notLower = (shown: number | undefined, answered: number) => Math.max(shown ?? 0, answered);

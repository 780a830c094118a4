export interface PagerInput {
  domainCount: number;
  /** 0-based index of the domain on screen. */
  index: number;
  /** Every capability of the domain on screen has a supervisor response. */
  isDomainAnswered: boolean;
  /** The supervisor may still rate this profile (see canRateProfile). */
  canRate: boolean;
  /** supervisor_completed_percent. */
  percent: number;
}

export interface PagerState {
  showPrevious: boolean;
  showNext: boolean;
  isNextEnabled: boolean;
  showSubmit: boolean;
}

/**
 * Part 1 §4 "Supervisor rating": Previous is hidden on the first domain and Next on the last; Next
 * waits until the domain is fully rated; on the last domain at 100 % the button becomes Submit
 * Profile, which a completed profile never shows. A profile that cannot be rated (the educator is
 * still answering, or it is submitted) is read only, so Next is free there: the gate exists to make
 * the supervisor rate every statement, and would otherwise trap a reader on the first domain.
 */
export function pagerState({
  domainCount,
  index,
  isDomainAnswered,
  canRate,
  percent,
}: PagerInput): PagerState {
  const isLast = index >= domainCount - 1;
  return {
    showPrevious: index > 0,
    showNext: !isLast,
    isNextEnabled: !isLast && (!canRate || isDomainAnswered),
    showSubmit: domainCount > 0 && isLast && canRate && percent >= 100,
  };
}

/** Keeps a remembered page inside the domains the profile has now. */
export function clampDomainIndex(index: number, domainCount: number): number {
  return Math.max(0, Math.min(index, domainCount - 1));
}

/** What the pager needs of a domain (a settings list row). */
export interface PageableDomain {
  id: number;
  active: boolean;
  display_order: number;
}

/** The business ideal's pages: the active domains, in display order (ties by id, as the server sorts). */
export function activeDomainsInOrder<T extends PageableDomain>(domains: readonly T[]): T[] {
  return domains
    .filter((domain) => domain.active)
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

/** The domain that loads first (part 1 §4): the first active one, or none. */
export function firstActiveDomain<T extends PageableDomain>(domains: readonly T[]): T | undefined {
  return activeDomainsInOrder(domains)[0];
}

export interface DomainPager {
  /** 0-based page, kept inside the list (a domain deactivated meanwhile shortens it). */
  index: number;
  /** Previous Domain is hidden on the first domain. */
  hasPrevious: boolean;
  /** Next Domain is hidden on the last domain. */
  hasNext: boolean;
}

/**
 * Previous Domain and Next Domain (part 1 §2.4). Unlike the supervisor's rating (§4), the spec
 * sets no "answer everything first" rule for the business ideal, so Next is always offered before
 * the last domain: an admin may fill the ideal in any order.
 */
export function domainPager(index: number, count: number): DomainPager {
  const page = count === 0 ? 0 : Math.min(Math.max(index, 0), count - 1);
  return { index: page, hasPrevious: page > 0, hasNext: page < count - 1 };
}

// The Courses tab's choices (part 2 §2, §9): a tab per course plus the Single Unit pseudo-course,
// and the unit status filter (opening where the course has units).
import { VCM_EXTENDED_ITEM_STATUSES, type TVcmItemCounts } from '@pdp/contract';
import { itemStatusLabel } from './review-rules';

/** The Single Unit tab: units of no course; it sends an empty course_id (part 2 §9). */
export const SINGLE_UNIT_TAB = 'single-unit';
export const PROFESSIONAL_QUALIFICATIONS_TAB = 'professional-qualifications';
export const COURSES_TAB = 'courses';
export type VcmTab = typeof PROFESSIONAL_QUALIFICATIONS_TAB | typeof COURSES_TAB;

/** The tab in the address (?tab=), Professional Qualifications by default (part 2 §9). */
export function readVcmTab(value: string | null): VcmTab {
  return value === COURSES_TAB ? COURSES_TAB : PROFESSIONAL_QUALIFICATIONS_TAB;
}

/** The course tab in the address (?course=): a course of the VCM, the Single Unit tab, else the first. */
export function readCourseTab(value: string | null, courseIds: readonly number[]): string {
  if (value === SINGLE_UNIT_TAB) return SINGLE_UNIT_TAB;
  if (value && courseIds.some((id) => String(id) === value)) return value;
  return courseIds[0] !== undefined ? String(courseIds[0]) : SINGLE_UNIT_TAB;
}

/** The unit_responses course_id filter for a course tab: '' for Single Unit. */
export function courseIdFilter(courseTab: string): number | '' {
  return courseTab === SINGLE_UNIT_TAB ? '' : Number(courseTab);
}

/**
 * The status filter: All, or one extended status. Without one in the address it opens where the
 * course has units: in review (part 2 §4's default) while any are, else needing attention (a
 * returned VCM), else All (an approved VCM, or the Single Unit tab, whose counts are not known).
 */
export const ALL_UNIT_STATUSES = 'all';
export const UNIT_STATUS_OPTIONS = [
  { value: ALL_UNIT_STATUSES, label: 'All' },
  ...VCM_EXTENDED_ITEM_STATUSES.map((status) => ({ value: status, label: itemStatusLabel(status) })),
];

export function readUnitStatus(value: string | null, counts: TVcmItemCounts | undefined): string {
  if (UNIT_STATUS_OPTIONS.some((option) => option.value === value)) return value as string;
  if (counts && counts.in_review > 0) return 'in_review';
  if (counts && counts.needs_attention > 0) return 'needs_attention';
  return ALL_UNIT_STATUSES;
}

/** The extended_status filter sent: none for All. */
export function extendedStatusFilter(status: string): string | undefined {
  return status === ALL_UNIT_STATUSES ? undefined : status;
}

/** "3 in review · 1 needs attention · 8 approved": a course's unit counts, the empty ones left out. */
export function unitCountsText(counts: TVcmItemCounts): string {
  const parts = (
    [
      ['in_review', 'in review'],
      ['needs_attention', 'needs attention'],
      ['approved', 'approved'],
      ['saved', 'saved'],
      ['unsubmitted', 'unsubmitted'],
    ] as const
  )
    .filter(([status]) => counts[status] > 0)
    .map(([status, words]) => `${counts[status]} ${words}`);
  return parts.length > 0 ? parts.join(' · ') : 'No unit responses';
}

/** How many units a course's responses hold in all. */
export function unitTotal(counts: TVcmItemCounts): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

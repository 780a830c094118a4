import { countItems } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import {
  courseIdFilter,
  extendedStatusFilter,
  readCourseTab,
  readUnitStatus,
  readVcmTab,
  unitCountsText,
  unitTotal,
} from './courses-view';

describe('the VCM tabs', () => {
  it('open on Professional Qualifications unless the address says Courses', () => {
    expect(readVcmTab(null)).toBe('professional-qualifications');
    expect(readVcmTab('courses')).toBe('courses');
    expect(readVcmTab('nonsense')).toBe('professional-qualifications');
  });

  it('pick the course in the address, else the first, with Single Unit last', () => {
    expect(readCourseTab('7', [5, 7])).toBe('7');
    expect(readCourseTab('9', [5, 7])).toBe('5');
    expect(readCourseTab(null, [5, 7])).toBe('5');
    expect(readCourseTab('single-unit', [5])).toBe('single-unit');
    expect(readCourseTab(null, [])).toBe('single-unit');
  });

  it('send an empty course_id for the Single Unit tab', () => {
    expect(courseIdFilter('single-unit')).toBe('');
    expect(courseIdFilter('12')).toBe(12);
  });
});

describe('the unit status filter', () => {
  it('keeps the status in the address, or All', () => {
    expect(readUnitStatus('previously_approved', countItems(['in_review']))).toBe('previously_approved');
    expect(readUnitStatus('all', countItems(['in_review']))).toBe('all');
    expect(extendedStatusFilter('all')).toBeUndefined();
    expect(extendedStatusFilter('approved')).toBe('approved');
  });

  it('otherwise opens where the course has units: in review, else needing attention, else All', () => {
    expect(readUnitStatus(null, countItems(['in_review', 'needs_attention']))).toBe('in_review');
    expect(readUnitStatus('bogus', countItems(['in_review']))).toBe('in_review');
    expect(readUnitStatus(null, countItems(['needs_attention', 'approved']))).toBe('needs_attention');
    expect(readUnitStatus(null, countItems(['approved', 'approved']))).toBe('all');
    expect(readUnitStatus(null, undefined)).toBe('all');
  });
});

describe('the unit counts', () => {
  it('name the statuses a course has', () => {
    const counts = countItems(['in_review', 'in_review', 'approved', 'needs_attention']);
    expect(unitCountsText(counts)).toBe('2 in review · 1 needs attention · 1 approved');
    expect(unitTotal(counts)).toBe(4);
    expect(unitCountsText(countItems([]))).toBe('No unit responses');
  });
});

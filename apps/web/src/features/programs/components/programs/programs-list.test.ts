import { describe, expect, it } from 'vitest';
import { programsExportUrl } from '../../api/list-programs';
import { attendanceTabLabel } from './program-editor';
import { programTabLink, readTab } from '../../api/list-programs';

describe('Manage Programs', () => {
  it('reads the tab from the address, Live by default', () => {
    expect(readTab(new URLSearchParams('tab=draft'))).toBe('draft');
    expect(readTab(new URLSearchParams('tab=nonsense'))).toBe('live');
    expect(readTab(new URLSearchParams())).toBe('live');
  });

  it('links each tab to its own first page and default order, keeping the filters', () => {
    const current = new URLSearchParams('tab=draft&page=3&q[s]=name+asc&q[name_cont]=math');
    expect(programTabLink(current, 'past')).toEqual({ search: 'tab=past&q%5Bname_cont%5D=math' });
    expect(programTabLink(current, 'live')).toEqual({ search: 'q%5Bname_cont%5D=math' });
    expect(programTabLink(new URLSearchParams('tab=past&page=2'), 'live')).toEqual({ search: '' });
  });

  it('exports the tab with its filters and sort, without the page', () => {
    const url = programsExportUrl('past', { page: 2, per_page: 50, q: { name_cont: 'math', s: 'name asc' } });
    expect(url).toBe('/api/v1/programs.csv?tab=past&q[name_cont]=math&q[s]=name+asc');
  });

  it('shows (count/limit) on the Attendance tab only with a limit', () => {
    expect(attendanceTabLabel({ num_registrations: 3, attendee_limit: 20 })).toBe('Attendance (3/20)');
    expect(attendanceTabLabel({ num_registrations: 3, attendee_limit: null })).toBe('Attendance');
  });
});

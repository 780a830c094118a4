import { describe, expect, it } from 'vitest';
import { approvalListParams, registrationApprovalsExportUrl } from './list-registration-approvals';

const params = (q: Record<string, string | string[]>) => ({ page: 2, per_page: 25, q });

describe('the queue request', () => {
  it('sends the chosen status as it is', () => {
    expect(approvalListParams(params({ status_eq: 'approved' })).q).toEqual({ status_eq: 'approved' });
  });

  it('"All" statuses names every status (the server reads none as pending)', () => {
    expect(approvalListParams(params({ user_name_cont: 'ann' })).q).toEqual({
      user_name_cont: 'ann',
      status_in: ['pending', 'approved', 'incomplete'],
    });
  });

  it('the export carries the same filters and sort, without the page', () => {
    expect(registrationApprovalsExportUrl(params({ status_eq: 'pending', s: 'created_at desc' }))).toBe(
      '/api/v2/registrations.csv?q[status_eq]=pending&q[s]=created_at+desc',
    );
    expect(registrationApprovalsExportUrl(params({}))).toBe(
      '/api/v2/registrations.csv?q[status_in][]=pending&q[status_in][]=approved&q[status_in][]=incomplete',
    );
  });
});

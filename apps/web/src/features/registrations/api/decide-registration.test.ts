import { QueryClient } from '@tanstack/react-query';
import type { TRegistrationApproval } from '@pdp/contract';
import { describe, expect, it } from 'vitest';
import type { ListResponse } from '../../../components/data-table';
import { decisionMessage, removeFromCachedQueues } from './decide-registration';
import { listRegistrationApprovalsQueryOptions } from './list-registration-approvals';

const row = (id: number) => ({ id, user_name: `User ${id}` }) as TRegistrationApproval;
const page = (ids: number[], total: number): ListResponse<TRegistrationApproval> => ({
  data: ids.map(row),
  meta: { total, page: 1, per_page: 25 },
});

describe('after a decision', () => {
  it('the row leaves every cached page of the queue that held it, and the total drops', () => {
    const client = new QueryClient();
    const pending = listRegistrationApprovalsQueryOptions({
      page: 1,
      per_page: 25,
      q: { status_eq: 'pending' },
    });
    const other = listRegistrationApprovalsQueryOptions({
      page: 2,
      per_page: 25,
      q: { status_eq: 'pending' },
    });
    client.setQueryData(pending.queryKey, page([1, 2, 3], 30));
    client.setQueryData(other.queryKey, page([26, 27], 30));

    removeFromCachedQueues(client, 2);

    expect(client.getQueryData(pending.queryKey)).toEqual(page([1, 3], 29));
    expect(client.getQueryData(other.queryKey)).toEqual(page([26, 27], 30));
  });

  it('the message bar says what happened, in the contract’s words', () => {
    expect(decisionMessage('approve')).toBe('Registration approved');
    expect(decisionMessage('reject')).toBe('Registration marked incomplete');
  });
});

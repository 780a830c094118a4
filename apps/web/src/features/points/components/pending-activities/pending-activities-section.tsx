import type { TUser } from '@pdp/contract';

/** Activities Submitted for Approval (issue 16): being built. */
export function PendingActivitiesSection(_props: { user: TUser }) {
  return null;
}

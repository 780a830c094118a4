import type { TUser } from '@pdp/contract';

/** Points History (issue 16): being built. */
export function PointsHistorySection(_props: { user: TUser }) {
  return null;
}

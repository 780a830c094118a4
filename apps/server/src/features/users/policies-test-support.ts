import { roleFlagsOf, type TRole } from '@pdp/contract';
import type { Actor, UserRecord } from './policies.js';

/** Who acts, for a policy's unit test: a user of institute 1 holding these roles. */
export const actorOf = (id: number, ...roles: TRole[]): Actor => ({
  id,
  institute_id: 1,
  ...roleFlagsOf(...roles),
});

/** The user a rule is asked about: user 50 of institute 1, unless `fields` say otherwise. */
export const userRecordOf = (fields: Partial<UserRecord> = {}): UserRecord => ({
  id: 50,
  institute_id: 1,
  is_super_admin: false,
  supervisor_id: null,
  ...fields,
});

import { z } from 'zod';
import { text, ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { ZCurrentPassport } from '../points/passports.js';
import { ZUserPointsAbilities } from '../points/points-histories.js';
import { optionalLine, requiredLine } from '../settings/fields.js';
import { USER_MESSAGES } from './labels.js';
import { ZUser } from './user.js';

const blank = "can't be blank";

const optionalId = ZId.nullish().transform((v) => v ?? null);

/** Every field of the user form; updates send any subset (`PUT {user:{active}}` toggles activation). */
export const ZUserInput = z.object({
  // Required for everyone but a super admin (the first account has none); checked by the server's rules.
  unique_identifier: optionalLine(LIMITS.employeeNumberMax),
  given_name: requiredLine(LIMITS.nameMax),
  family_name: requiredLine(LIMITS.nameMax),
  email: text({ error: blank })
    .trim()
    .min(1, blank)
    .max(LIMITS.emailMax, `is too long (maximum is ${LIMITS.emailMax} characters)`)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, USER_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  employment_type_id: optionalId,
  department_id: optionalId,
  supervisor_id: optionalId,
  custom_1: optionalLine(LIMITS.customUserFieldMax),
  custom_2: optionalLine(LIMITS.customUserFieldMax),
  active: z.boolean(),
  is_guest: z.boolean(),
  is_educator: z.boolean(),
  is_facilitator: z.boolean(),
  is_institute_admin: z.boolean(),
  is_supervisor: z.boolean(),
});
export type TUserInput = z.infer<typeof ZUserInput>;

/**
 * `POST /users`. With `generate_password` (the default) the account gets no usable password and the
 * user is emailed a link to choose one; SSO institutes skip the email (docs/decisions.md).
 */
export const ZCreateUserBody = z.object({
  user: ZUserInput.partial({ active: true }).extend({
    unique_identifier: requiredLine(LIMITS.employeeNumberMax),
    active: z.boolean().default(true),
    is_guest: z.boolean().default(false),
    is_educator: z.boolean().default(false),
    is_facilitator: z.boolean().default(false),
    is_institute_admin: z.boolean().default(false),
    is_supervisor: z.boolean().default(false),
  }),
  generate_password: z.boolean().default(true),
});
export type TCreateUserBody = z.infer<typeof ZCreateUserBody>;

export const ZUpdateUserBody = z.object({ user: ZUserInput.partial() });
export type TUpdateUserBody = z.infer<typeof ZUpdateUserBody>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/**
 * What the signed-in user may do to this user, decided by the server's users policies: edit the
 * profile (and activate), and deactivate (never their own account).
 */
export const ZUserAbilities = z.object({ update: z.boolean(), deactivate: z.boolean() });
export type TUserAbilities = z.infer<typeof ZUserAbilities>;

/**
 * `GET /users/{id}`: the user with the nested names the profile header and form show, and `can`:
 * the users policies' answers and the points policies' (what the profile's points sections offer).
 */
export const ZUserDetail = ZUser.extend({
  supervisor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  division: ZNamed.nullable(),
  department: ZNamed.nullable(),
  employment_type: ZNamed.nullable(),
  current_passport: ZCurrentPassport.nullable(),
  can: ZUserAbilities.extend(ZUserPointsAbilities.shape),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { isCommonPassword } from './common-passwords.js';

export const PASSWORD_HELP_TEXT = `At least ${LIMITS.passwordMinLength} characters, with at least 1 uppercase letter, 1 lowercase letter, 1 digit and 1 symbol from ${LIMITS.passwordSymbols.split('').join(' ')}.`;

const symbolPattern = /[#?!@$%^&*-]/;

/** The password policy of part 1 §5, with one message per unmet rule. */
export const ZNewPassword = z
  .string()
  .min(LIMITS.passwordMinLength, `is too short (minimum is ${LIMITS.passwordMinLength} characters)`)
  .max(LIMITS.passwordMaxLength, `is too long (maximum is ${LIMITS.passwordMaxLength} characters)`)
  .regex(/[A-Z]/, 'must include at least one uppercase letter')
  .regex(/[a-z]/, 'must include at least one lowercase letter')
  .regex(/[0-9]/, 'must include at least one digit')
  .regex(symbolPattern, `must include at least one symbol from ${LIMITS.passwordSymbols}`)
  // Spaces pad a weak password to the length without adding strength ("Aa1#" and ten spaces).
  .refine(
    (password) =>
      password.length < LIMITS.passwordMinLength ||
      password.replace(/\s/g, '').length >= LIMITS.passwordMinLength,
    `is too short (minimum is ${LIMITS.passwordMinLength} characters, not counting spaces)`,
  )
  .refine(
    (password) => password.length < LIMITS.passwordMinLength || !isCommonPassword(password),
    'is too common: choose something less predictable',
  );

export function passwordProblems(password: string): string[] {
  const result = ZNewPassword.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const blank = "can't be blank";

export const ZChangePasswordBody = z.object({
  user: z.object({
    current_password: z.string({ error: blank }).min(1, blank),
    password: z.string({ error: blank }).min(1, blank),
    password_confirmation: z.string({ error: blank }).min(1, blank),
  }),
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

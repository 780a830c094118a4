import { z } from 'zod';

/** A passport's status (part 1 §3 "Status values"); docs/decisions.md "Passports (issue 16)" says when each applies. */
export const PASSPORT_STATUSES = ['COMPLETE', 'IN_PROGRESS', 'INCOMPLETE'] as const;
export const ZPassportStatus = z.enum(PASSPORT_STATUSES);
export type TPassportStatus = z.infer<typeof ZPassportStatus>;

/**
 * `User.current_passport` (part 2 §3): the passport of the institute's current period, or null when
 * none has been computed. `issued_at` is the "Passport Obtained" date: set while it is COMPLETE.
 */
export const ZCurrentPassport = z.object({
  status: ZPassportStatus,
  issued_at: z.string().nullable(),
});
export type TCurrentPassport = z.infer<typeof ZCurrentPassport>;

import { z } from 'zod';
import { PASSPORT_STATUSES } from './labels.js';

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

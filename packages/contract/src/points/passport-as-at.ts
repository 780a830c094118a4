import { z } from 'zod';
import { dataResponse } from '../common/list.js';
import { ZMyPassport } from './my-passport.js';
import { ZCalendarDate } from './points-histories.js';

/**
 * A passport "as at" a day (issue 40 §1): the points history rows dated on or before it, under the
 * period and requirement settings in force at the end of that day (the institute's calendar day).
 * A day after today has no answer yet.
 */
export const AS_AT_MESSAGES = {
  future: 'can’t be after today',
  invalid: 'must be a date (yyyy-MM-dd)',
} as const;

/** `GET users/{id}/passport?as_at=yyyy-MM-dd` (default: today). */
export const ZUserPassportQuery = z.object({ as_at: ZCalendarDate.optional() });
export type TUserPassportQuery = z.infer<typeof ZUserPassportQuery>;

/** A user's passport as at a day: the figures of the period containing it, against its requirements. */
export const ZUserPassport = ZMyPassport.extend({
  /** The day it is as at (yyyy-MM-dd). */
  as_at: z.string(),
});
export type TUserPassport = z.infer<typeof ZUserPassport>;
export const ZUserPassportResponse = dataResponse(ZUserPassport);

import { z } from 'zod';

/**
 * `GET /vocational_activities/options`: the institute's vocational activities with their default
 * points, which prefill the Add External Vocational Currency form (part 2 §3). The form's "other"
 * choice is not a row: it sends `vocational_activity_id: null`.
 */
export const ZVocationalActivityOption = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.number(),
});
export type TVocationalActivityOption = z.infer<typeof ZVocationalActivityOption>;
export const ZVocationalActivityOptionsResponse = z.object({ data: z.array(ZVocationalActivityOption) });

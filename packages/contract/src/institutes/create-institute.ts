import { z } from 'zod';
import { text, ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';

const blank = "can't be blank";

/** POST /api/v1/institutes (part 1 §7): a name, and optionally an institute whose settings to copy. */
export const ZCreateInstituteBody = z.object({
  institute: z.object({
    name: text({ error: blank })
      .trim()
      .min(1, blank)
      .max(LIMITS.instituteName, `is too long (maximum is ${LIMITS.instituteName} characters)`),
  }),
  copy_from_institute_id: ZId.nullish(),
});
export type TCreateInstituteBody = z.infer<typeof ZCreateInstituteBody>;

export const ZCreateInstituteResponse = z.object({ data: z.object({ id: z.number().int() }) });

/** GET /api/v1/institutes/{id}/select: the session now acts in this institute. */
export const ZSelectInstituteResponse = z.object({
  data: z.object({ id: z.number().int(), name: z.string() }),
});

import { z } from 'zod';
import { ZId } from '../common/values.js';
import { INSTITUTE_FIELDS } from './institute-fields.js';

/** POST /api/v1/institutes (part 1 §7): a name, and optionally an institute whose settings to copy. */
export const ZCreateInstituteBody = z.object({
  institute: z.object({
    name: INSTITUTE_FIELDS.name.input,
  }),
  copy_from_institute_id: ZId.nullish(),
});
export type TCreateInstituteBody = z.infer<typeof ZCreateInstituteBody>;

export const ZCreateInstituteResponse = z.object({ data: z.object({ id: z.number().int() }) });

/** GET /api/v1/institutes/{id}/select: the session now acts in this institute. */
export const ZSelectInstituteResponse = z.object({
  data: z.object({ id: z.number().int(), name: z.string() }),
});

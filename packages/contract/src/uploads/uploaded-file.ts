import { z } from 'zod';
import { EVIDENCE_MIME_TYPES } from './evidence-types.js';

/**
 * The answer of POST /upload (part 2 §3 "Evidence file"): a cached file the point request form then
 * sends back in `evidences_attributes` by its id (shrine's cached-file shape).
 */
export const ZUploadedFile = z.object({
  id: z.string().describe('The cached upload’s id: random and unguessable'),
  storage: z.literal('cache'),
  metadata: z.object({
    filename: z.string(),
    size: z.number().int(),
    mime_type: z.enum(EVIDENCE_MIME_TYPES).describe('Detected from the content, never from the client'),
  }),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

import { z } from 'zod';

/** The evidence types POST /upload accepts (part 2 §5): images, PDF and Word, by their content. */
export const EVIDENCE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type TEvidenceMimeType = (typeof EVIDENCE_MIME_TYPES)[number];

/**
 * The evidence types a browser shows by itself (an <img>, its PDF viewer): served inline so the
 * approver can preview them; any other type is served as a download. SVG is never one of them.
 */
export const PREVIEWABLE_EVIDENCE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const satisfies readonly TEvidenceMimeType[];

export const isPreviewableEvidence = (mimeType: string): boolean =>
  (PREVIEWABLE_EVIDENCE_MIME_TYPES as readonly string[]).includes(mimeType);

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

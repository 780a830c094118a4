// The evidence file types, without zod: the evidence uploader and the evidence links read these on
// their first render, and a module that declares schemas builds them all when it is evaluated
// (docs/performance.md, "First load"). The upload schema imports them.

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

import { EVIDENCE_MIME_TYPES, LIMITS } from '@pdp/contract';

/**
 * The client-side check before an evidence upload (part 2 §5: at most 15 MB; images, PDF and Word).
 * It spares the user a long upload the server would refuse; the server still checks the content.
 */
export const EVIDENCE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.doc', '.docx'];

/** The file input's `accept`: the types and their extensions (some systems report no type). */
export const EVIDENCE_ACCEPT = [...EVIDENCE_MIME_TYPES, ...EVIDENCE_EXTENSIONS].join(',');

export const EVIDENCE_MAX_MB = LIMITS.evidenceFileBytes / 1024 / 1024;

export const EVIDENCE_FILE_MESSAGES = {
  tooLarge: `is too large: an evidence file can be at most ${EVIDENCE_MAX_MB} MB`,
  wrongType:
    'is not an accepted file type: choose an image (PNG, JPEG, GIF or WebP), a PDF or a Word document',
  empty: 'is empty',
} as const;

const hasAcceptedExtension = (name: string) => {
  const lower = name.toLowerCase();
  return EVIDENCE_EXTENSIONS.some((extension) => lower.endsWith(extension));
};

/** Why a chosen file cannot be uploaded, as a fragment after its name; null when it may go. */
export function evidenceFileProblem(file: { name: string; size: number; type: string }): string | null {
  const isAcceptedType = (EVIDENCE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!isAcceptedType && !hasAcceptedExtension(file.name)) return EVIDENCE_FILE_MESSAGES.wrongType;
  if (file.size > LIMITS.evidenceFileBytes) return EVIDENCE_FILE_MESSAGES.tooLarge;
  if (file.size === 0) return EVIDENCE_FILE_MESSAGES.empty;
  return null;
}

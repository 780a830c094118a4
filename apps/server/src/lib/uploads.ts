import { LIMITS, type UploadKind, type UploadRule } from '@pdp/contract';
import type { DOMPurify } from 'dompurify';
import { detectFileType, MIME_TYPES } from './file-types.js';
import { isReadablePicture, pictureSize } from './pictures.js';
import { declareFile, megabytes, refuseUpload, type DeclaredFile } from './read-upload.js';
import { randomToken } from './tokens.js';

/** The types the settings kit's files may be, and nothing else is served from /uploads. */
export const CONTENT_TYPES: Record<UploadKind, string> = {
  jpg: MIME_TYPES.jpg,
  png: MIME_TYPES.png,
  svg: MIME_TYPES.svg,
};

const KIND_LABELS: Record<UploadKind, string> = { jpg: 'JPG', png: 'PNG', svg: 'SVG' };

// jsdom takes about a third of a second to load: only the first SVG upload pays for it, not start-up.
let purifier: Promise<DOMPurify> | undefined;
function loadPurifier() {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([dompurify, jsdom]) =>
    dompurify.default(new jsdom.JSDOM('').window),
  );
  return purifier;
}

function describeKinds(kinds: readonly UploadKind[]) {
  return kinds.map((k) => KIND_LABELS[k]).join(' or ');
}

/** Strips scripts, event handlers, foreign objects and external references from an SVG. */
export async function sanitizeSvg(svg: string): Promise<string> {
  const clean = (await loadPurifier()).sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'image', 'use', 'style'],
    FORBID_ATTR: ['href', 'xlink:href', 'style'],
  });
  return clean.replace(/url\(\s*['"]?(?!#)[^)]*\)/gi, 'none');
}

/** The message for a file over its rule's limit: the reader's (its route declares it) and acceptUpload's. */
export const tooLargeFor = (rule: UploadRule) => `is too large (maximum is ${megabytes(rule.maxBytes)} MB)`;

/** A route's declaration (lib/read-upload.ts) of a file checked against `rule`, sent as `part`. */
export const declareRuleFile = (part: string, field: string, rule: UploadRule): DeclaredFile =>
  declareFile(part, rule.maxBytes, { field, tooLarge: tooLargeFor(rule) });

export interface AcceptedUpload {
  kind: UploadKind;
  data: Buffer;
}

/**
 * Checks an upload against its rule: size first, then the type by content (a PNG renamed .jpg is
 * refused), and sanitizes SVGs. Failures are a 422 on the field, in the words the form shows.
 */
export async function acceptUpload(field: string, data: Buffer, rule: UploadRule): Promise<AcceptedUpload> {
  const refuse = (message: string) => refuseUpload({ field, message });
  if (data.length === 0) throw refuse('is empty');
  if (data.length > rule.maxBytes) throw refuse(tooLargeFor(rule));
  const type = await detectFileType(data);
  const kind = rule.kinds.find((accepted) => accepted === type);
  if (!kind)
    throw refuse(
      `must be ${/^[AEIOUS]/.test(describeKinds(rule.kinds)) ? 'an' : 'a'} ${describeKinds(rule.kinds)} file`,
    );
  if (kind !== 'svg') {
    const problem = await pictureProblem(data, rule.maxSide ?? LIMITS.imageMaxSide);
    if (problem) throw refuse(problem);
    return { kind, data };
  }
  const clean = await sanitizeSvg(data.toString('utf8'));
  if (!/<svg[\s>]/i.test(clean)) throw refuse('is not a usable SVG image');
  return { kind, data: Buffer.from(clean, 'utf8') };
}

/**
 * Why a PNG or JPG cannot be taken: its header claims more than `maxSide` pixels on a side (a few
 * kilobytes can claim a picture that takes gigabytes to decode), or it cannot be read or decoded.
 */
async function pictureProblem(data: Buffer, maxSide: number): Promise<string | undefined> {
  const size = pictureSize(data);
  if (size && Math.max(size.width, size.height) > maxSide)
    return `is ${size.width} × ${size.height} pixels: at most ${maxSide} pixels on each side`;
  return (await isReadablePicture(data)) ? undefined : 'is damaged or not a readable image';
}

/** A fresh, unguessable storage key for an institute's file. */
export function newStorageKey(instituteId: number, kind: UploadKind): string {
  return `${instituteId}/${randomToken()}.${kind}`;
}

export const uploadUrl = (key: string | null | undefined) => (key ? `/uploads/${key}` : null);

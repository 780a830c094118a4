import { createHash } from 'node:crypto';
import { createInflate } from 'node:zlib';
import { imageSize } from 'image-size';

/**
 * What the server can safely do with a PNG or JPG: read its size, and know that its pixels decode.
 * The upload check (lib/uploads.ts) and the PDF kit's logo (lib/pdf/report.ts) ask the same
 * questions here. PDFKit decodes a PNG with transparency in a zlib callback that throws on damaged
 * data, which no caller can catch: one such logo took down the process on every PDF.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (data: Buffer) => data.subarray(0, 8).equals(PNG_SIGNATURE);
export const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;

/** The width and height a PNG or JPG says it has, or undefined when its header cannot be read. */
export function pictureSize(data: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(data);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** A PNG's compressed pixel data (its IDAT chunks in order), or undefined when its chunks are broken. */
function pngPixelData(data: Buffer): Buffer[] | undefined {
  const parts: Buffer[] = [];
  for (let at = PNG_SIGNATURE.length; at + 12 <= data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > data.length) return undefined;
    if (type === 'IDAT') parts.push(data.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return parts.length ? parts : undefined;
    at = end;
  }
  return undefined;
}

/** Whether zlib data inflates to its end without an error; the output is counted, never kept. */
function inflates(parts: Buffer[]): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    inflate.on('data', () => undefined);
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(true));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

/**
 * Whether a PNG's pixels decode (its chunks are whole and its data inflates), or a JPG's header is
 * readable: streamed, so a large picture costs time, not memory.
 */
export async function isReadablePicture(data: Buffer): Promise<boolean> {
  if (!pictureSize(data)) return false;
  if (!isPng(data)) return isJpeg(data);
  const parts = pngPixelData(data);
  return parts !== undefined && (await inflates(parts));
}

// The PDF kit asks about the same logo for every PDF an institute makes: the answers are kept by
// the picture's hash, a few at a time.
const answers = new Map<string, boolean>();
const KEPT_ANSWERS = 32;

/** A logo the PDF kit may draw: readable, and at most `maxSide` pixels on a side. */
export async function isDrawableLogo(data: Buffer, maxSide: number): Promise<boolean> {
  const size = pictureSize(data);
  if (!size || Math.max(size.width, size.height) > maxSide) return false;
  const hash = createHash('sha256').update(data).digest('hex');
  let answer = answers.get(hash);
  if (answer === undefined) {
    answer = await isReadablePicture(data);
    if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(hash, answer);
  }
  return answer;
}

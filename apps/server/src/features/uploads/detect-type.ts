import type { TEvidenceMimeType } from '@pdp/contract';

export interface DetectedType {
  mimeType: TEvidenceMimeType;
  /** The extension of the stored file (the storage key's). */
  ext: 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx';
}

const startsWith = (data: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + expected.length && data.subarray(at, at + expected.length).equals(expected);
};

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// A Word 97–2003 file is an OLE2 compound file with a stream named "WordDocument" (its directory
// holds names in UTF-16); an Excel or Outlook file has the same signature and no such stream.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
/** More entries than any real .docx has: a directory claiming more is not read further. */
const MAX_ZIP_ENTRIES = 5000;

/**
 * The names in a zip's central directory, read from the end of the file: nothing is decompressed,
 * so a zip bomb costs no more than its own bytes. Undefined when the directory is not well formed.
 */
export function zipEntryNames(data: Buffer): string[] | undefined {
  // The end record is 22 bytes plus a comment of at most 65535, at the very end.
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= searchFrom; i--) {
    if (data.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) return undefined;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) return undefined;
    names.push(data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isDocx(data: Buffer): boolean {
  const names = zipEntryNames(data);
  return !!names && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/**
 * The evidence type of a file from its content (magic bytes), whatever it is called and whatever
 * type the client claimed; undefined for anything else (an executable, HTML, SVG, a spreadsheet).
 */
export function detectEvidenceType(data: Buffer): DetectedType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', ext: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return { mimeType: 'image/gif', ext: 'gif' };
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return { mimeType: 'image/webp', ext: 'webp' };
  if (startsWith(data, '%PDF-')) return { mimeType: 'application/pdf', ext: 'pdf' };
  if (startsWith(data, OLE2) && data.includes(WORD_STREAM))
    return { mimeType: 'application/msword', ext: 'doc' };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && isDocx(data)) {
    return {
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    };
  }
  return undefined;
}

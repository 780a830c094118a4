import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file is, judged by its content (file-type's magic bytes), never by its name or the type the
 * client claimed. Every upload that accepts only some types asks here: evidence, program PDFs, the
 * settings kit's images and the institute logo.
 */
export type FileType = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'svg';

export const MIME_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
} as const satisfies Record<FileType, string>;

// file-type calls every OLE2 compound file `cfb`. A Word 97–2003 file is one holding a stream named
// "WordDocument" (its directory holds names in UTF-16); an Excel or Outlook file has no such stream.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

// file-type does not read SVG (it is text); one that starts with an XML declaration it calls `xml`.
const SVG_MARKUP = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

function isSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return SVG_MARKUP.test(head);
}

/**
 * The type of a file among those the server accepts anywhere; undefined for anything else (an
 * executable, HTML, a spreadsheet, a plain zip). A .docx is told from an .xlsx by its
 * `[Content_Types].xml`, which file-type inflates up to 1 MB and no further: a zip bomb costs no more.
 */
export async function detectFileType(data: Buffer): Promise<FileType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  switch (detected?.ext) {
    case 'png':
    case 'jpg':
    case 'gif':
    case 'webp':
    case 'pdf':
    case 'docx':
      return detected.ext;
    case 'cfb':
      return data.includes(WORD_STREAM) ? 'doc' : undefined;
    case undefined:
    case 'xml':
      return isSvg(data) ? 'svg' : undefined;
    default:
      return undefined;
  }
}

import { crc32 } from 'node:zlib';
import { deflateRawSync } from 'node:zlib';
import { TINY_JPEG, TINY_PNG } from '../../../test/multipart.js';

/** A zip of `entries`, stored or deflated, with a central directory (what a .docx is). */
export function zipOf(entries: Record<string, Buffer | string>, options: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.from(content);
    const data = options.deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(options.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(options.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A package's `[Content_Types].xml` naming its main part's type, as Word and Excel write it. */
const contentTypesOf = (part: string, type: string) =>
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;
const DOCX_TYPES = contentTypesOf('/word/document.xml', 'wordprocessingml.document');
const XLSX_TYPES = contentTypesOf('/xl/workbook.xml', 'spreadsheetml.sheet');

/** An OLE2 compound file's first sector, with a directory naming `stream` (UTF-16, as Word writes it). */
function ole2With(stream: string): Buffer {
  const header = Buffer.alloc(1024);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  Buffer.from(stream, 'utf16le').copy(header, 512);
  return header;
}

/** One tiny file of each accepted type, with the MIME type the server must detect. */
export const EVIDENCE_SAMPLES = {
  png: { data: TINY_PNG, filename: 'photo.png', mimeType: 'image/png' },
  jpeg: { data: TINY_JPEG, filename: 'photo.jpg', mimeType: 'image/jpeg' },
  gif: {
    data: Buffer.from(
      '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
      'hex',
    ),
    filename: 'anim.gif',
    mimeType: 'image/gif',
  },
  webp: {
    data: Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from('1a000000', 'hex'),
      Buffer.from('WEBPVP8L'),
      Buffer.from('0d0000002f0000001007101111888808', 'hex'),
    ]),
    filename: 'photo.webp',
    mimeType: 'image/webp',
  },
  pdf: {
    data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    filename: 'certificate.pdf',
    mimeType: 'application/pdf',
  },
  doc: { data: ole2With('WordDocument'), filename: 'report.doc', mimeType: 'application/msword' },
  docx: {
    data: zipOf({ '[Content_Types].xml': DOCX_TYPES, 'word/document.xml': '<w:document/>' }),
    filename: 'report.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

/** Files that claim (by name) to be evidence but whose content is something else. */
export const SPOOFED_SAMPLES = {
  'an executable named .pdf': {
    data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    filename: 'cv.pdf',
  },
  'HTML named .png': { data: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'photo.png' },
  'an SVG': {
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    filename: 'image.svg',
  },
  'a spreadsheet (.xlsx) named .docx': {
    data: zipOf({ '[Content_Types].xml': XLSX_TYPES, 'xl/workbook.xml': '<workbook/>' }),
    filename: 'report.docx',
  },
  'an Excel 97 file (OLE2 without a WordDocument stream) named .doc': {
    data: ole2With('Workbook'),
    filename: 'report.doc',
  },
  'a zip with a broken directory named .docx': {
    data: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('word/document.xml'), Buffer.alloc(64)]),
    filename: 'report.docx',
  },
} as const;

/** A .docx whose document inflates to 50 MB (a zip bomb in miniature): detection must not expand it. */
export const DOCX_BOMB = zipOf(
  { '[Content_Types].xml': DOCX_TYPES, 'word/document.xml': Buffer.alloc(50 * 1024 * 1024) },
  { deflate: true },
);

/** A zip whose `[Content_Types].xml` itself inflates to 50 MB: file-type reads at most 1 MB of it. */
export const CONTENT_TYPES_BOMB = zipOf(
  { '[Content_Types].xml': Buffer.alloc(50 * 1024 * 1024, 0x20), 'word/document.xml': '<w:document/>' },
  { deflate: true },
);

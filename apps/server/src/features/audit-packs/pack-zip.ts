import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import { CSV_BOM, csvCell, csvLines } from '../../lib/csv.js';
import { sanitizeFilename } from '../../lib/filenames.js';
import { isSafeStorageKey, type FileStorage } from '../../lib/storage.js';
import type { PackData } from './pack-data-service.js';
import { fullName } from './pack-pdf.js';

/** One line of a pack's manifest: a file of the ZIP, or one the pack names that the store lacks. */
export interface ManifestEntry {
  file: string;
  status: 'included' | 'missing';
  sha256: string | null;
  size: number | null;
  /** The row of the PDF it supports ("point request 123", "program 7 flyer", "the pack"). */
  supports: string;
}

const MAX_PART = 100;
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;
// Characters Windows refuses in a name, and what a ZIP reads as a folder.
const RESERVED = /[/\\:*?"<>|]/g;

/**
 * A text any unzip tool and any file system takes in a name: the upload sanitizer's rules (its last
 * path segment, no control or bidirectional characters), then dashes as "-", reserved characters as
 * "_", runs of spaces as one.
 */
function cleanPart(text: string, fallback: string): string {
  return sanitizeFilename(text, fallback)
    .replace(DASHES, '-')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A part of an entry's name (see `cleanPart`) of at most 100 characters, less the room `keep` needs:
 * the end that tells entries apart (an extension, an id) is appended whole, never cut off.
 */
export function namePart(text: string, fallback = 'file', keep = ''): string {
  const room = Math.max(1, MAX_PART - Array.from(keep).length);
  const part = Array.from(cleanPart(text, fallback)).slice(0, room).join('').trim() || fallback;
  return `${part}${keep}`;
}

/** Splits a name's extension off (".pdf"), when it has a short one. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 && name.length - dot <= 6 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** Adds a pack's entries to a yazl ZIP one at a time, hashing each as it passes. */
export class PackZip {
  readonly zip = new yazl.ZipFile();
  private readonly names = new Set<string>();

  /** `name`, or "name (2).ext" when the ZIP already holds it (names compared ignoring case). */
  uniqueName(name: string): string {
    const [base, extension] = splitExtension(name);
    let candidate = name;
    for (let n = 2; this.names.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})${extension}`;
    this.names.add(candidate.toLowerCase());
    return candidate;
  }

  addBuffer(name: string, data: Buffer): ManifestEntry & { file: string } {
    this.zip.addBuffer(data, name, { compress: true });
    const sha256 = createHash('sha256').update(data).digest('hex');
    return { file: name, status: 'included', sha256, size: data.length, supports: '' };
  }

  /**
   * Streams a stored file into the ZIP under `name`; resolves once the ZIP has read all of it (so
   * only one file is open at a time), or with undefined when the store has no such file.
   */
  async addStored(storage: FileStorage, key: string, name: string) {
    const stored = isSafeStorageKey(key) ? await storage.getStream(key) : undefined;
    if (!stored) return undefined;
    const hash = createHash('sha256');
    let size = 0;
    const pass = new PassThrough();
    stored.body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    stored.body.on('error', (error) => pass.destroy(error));
    stored.body.pipe(pass);
    // Evidence is mostly PDFs and images, compressed already: stored as they are, which is faster.
    this.zip.addReadStream(pass, name, { compress: false });
    await finished(pass);
    return { sha256: hash.digest('hex'), size };
  }

  end(): Readable {
    this.zip.end();
    return this.zip.outputStream as unknown as Readable;
  }
}

const MANIFEST_COLUMNS = ['file', 'status', 'sha256', 'size', 'supports'] as const;

/**
 * Adds one educator's pack under `folder` ('' or "Name (id)/"): the PDF, every file it names under
 * evidence/ with a name a person can match to the row, then manifest.csv and manifest.json listing
 * each with its SHA-256; a file the store lacks is listed as missing.
 */
export async function addPackEntries(
  zip: PackZip,
  storage: FileStorage,
  folder: string,
  pack: PackData,
  pdf: Buffer,
): Promise<ManifestEntry[]> {
  const pdfName = zip.uniqueName(`${folder}${namePart(`Audit pack - ${fullName(pack.owner)}`)}.pdf`);
  const entries: ManifestEntry[] = [{ ...zip.addBuffer(pdfName, pdf), supports: 'the pack' }];
  const files = [...pack.files].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  for (const file of files) {
    // The extension is split off the whole name: a long name cut short would lose it.
    const [base, extension] = splitExtension(cleanPart(file.filename, 'file'));
    const label = [file.date, file.supports].filter(Boolean).join(' ');
    const name = zip.uniqueName(`${folder}evidence/${namePart(`${label} - ${base}`, 'file', extension)}`);
    const added = await zip.addStored(storage, file.storage_key, name);
    entries.push(
      added
        ? { file: name, status: 'included', ...added, supports: file.supports }
        : { file: name, status: 'missing', sha256: null, size: null, supports: file.supports },
    );
  }
  const csv =
    CSV_BOM +
    csvLines([
      MANIFEST_COLUMNS.map((c) => csvCell(c)),
      ...entries.map((e) => MANIFEST_COLUMNS.map((c) => csvCell(e[c]))),
    ]);
  zip.addBuffer(zip.uniqueName(`${folder}manifest.csv`), Buffer.from(csv));
  zip.addBuffer(
    zip.uniqueName(`${folder}manifest.json`),
    Buffer.from(JSON.stringify({ files: entries }, null, 2)),
  );
  return entries;
}

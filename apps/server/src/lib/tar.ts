import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/*
 * The few parts of a POSIX ustar archive that a backup needs: regular files only, written one after
 * another and read back by offset. A backup is a plain tar so that `tar tf` lists it and any tar
 * extracts it.
 */

const BLOCK = 512;

/** What was written for one entry: its size and SHA-256 (hex). */
export interface WrittenEntry {
  name: string;
  bytes: number;
  sha256: string;
}

/** An entry of an archive: its name, and where its content starts in the file and how long it is. */
export interface TarEntry {
  name: string;
  offset: number;
  size: number;
}

function header(name: string, size: number): Buffer {
  // Eleven octal digits: 8 GiB per part (the rows of far more than any institute holds).
  if (size > 0o77777777777) throw new Error(`${name} is too large for a tar entry`);
  const block = Buffer.alloc(BLOCK);
  // Names up to 255 bytes: the last 100 in `name`, the rest (split at a slash) in `prefix`.
  const split = Buffer.byteLength(name) <= 100 ? -1 : name.lastIndexOf('/', name.length - 1);
  const [prefix, base] = split === -1 ? ['', name] : [name.slice(0, split), name.slice(split + 1)];
  if (Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
    throw new Error(`Name too long for tar: ${name}`);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, base);
  octal(100, 8, 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  field(148, 8, ' '.repeat(8));
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  field(345, 155, prefix);
  octal(148, 7, checksum(block));
  return block;
}

const checksum = (block: Buffer) =>
  block.reduce((sum, byte, i) => sum + (i >= 148 && i < 156 ? 32 : byte), 0);

/** Writes an archive to `file`; `finish()` adds the end-of-archive blocks and closes it. */
export function createTarWriter(file: string) {
  const out = createWriteStream(file, { mode: 0o600 });
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  return {
    /** Adds one file; `source` is its content, or a stream of exactly `size` bytes. */
    async add(name: string, source: Buffer | { size: number; stream: Readable }): Promise<WrittenEntry> {
      const size = Buffer.isBuffer(source) ? source.length : source.size;
      await write(header(name, size));
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of Buffer.isBuffer(source) ? [source] : source.stream) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        await write(chunk as Buffer);
      }
      if (bytes !== size) throw new Error(`${name} changed while it was written (${bytes} of ${size} bytes)`);
      await write(Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK));
      return { name, bytes, sha256: hash.digest('hex') };
    },
    async finish() {
      await write(Buffer.alloc(2 * BLOCK));
      out.end();
      await finished(out);
    },
    abort() {
      out.destroy();
    },
  };
}

/** The entries of an archive, in order; anything that is not a well-formed ustar file is refused. */
export async function readTarIndex(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size: length } = await handle.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    for (let offset = 0; ;) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, offset);
      if (bytesRead < BLOCK) throw new Error('it ends before the end of the archive');
      if (block.every((byte) => byte === 0)) return entries;
      const text = (start: number, end: number) => block.toString('utf8', start, end).replace(/\0.*$/s, '');
      if (text(257, 262) !== 'ustar' || Number.parseInt(text(148, 156), 8) !== checksum(block))
        throw new Error(`it has no valid tar header at byte ${offset}`);
      if (text(156, 157) !== '0') throw new Error(`it holds something other than a file at byte ${offset}`);
      const prefix = text(345, 500);
      const size = Number.parseInt(text(124, 136), 8);
      const start = offset + BLOCK;
      if (!(size >= 0) || start + size > length) throw new Error('it is truncated');
      entries.push({ name: prefix ? `${prefix}/${text(0, 100)}` : text(0, 100), offset: start, size });
      offset = start + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await handle.close();
  }
}

/** One entry's content as a stream. */
export function readTarEntry(file: string, entry: TarEntry): Readable {
  return entry.size === 0
    ? Readable.from([])
    : createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}

import { Readable } from 'node:stream';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export async function multipartFile(fieldname: string, data: Buffer | string, filename: string) {
  const form = new FormData();
  form.append(fieldname, new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), filename);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The smallest valid PNG (1×1) and JPEG, for upload tests. */
/** A whole 1 × 1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);
export const TINY_JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
  'hex',
);

/**
 * The body of `multipartFile`, arriving in two chunks split after `at` bytes of the file: the first
 * chunk fills a limit of `at` bytes exactly, and the parser truncates the rest without an error
 * (as over a socket, where chunk boundaries fall anywhere).
 */
export async function multipartFileSplit(fieldname: string, data: Buffer, filename: string, at: number) {
  const { payload, headers } = await multipartFile(fieldname, data, filename);
  const split = payload.indexOf('\r\n\r\n') + 4 + at;
  return {
    payload: () => Readable.from([payload.subarray(0, split), payload.subarray(split)]),
    headers,
  };
}

/** A PNG whose chunks are whole but whose pixel data fails zlib's check (its last bytes changed). */
export const DAMAGED_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2213bc00000000049454e44ae426082',
  'hex',
);

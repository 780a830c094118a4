import '@fastify/multipart';
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { detectFileType, type FileType } from './file-types.js';
import { sanitizeFilename } from './filenames.js';

/**
 * The one multipart reader of the server. A route that takes a file declares everything about it in
 * its config (`config: { upload }`): the parts, the field its messages name, the byte limit and the
 * message past it, the types it may be, the text parts beside it and the 422 when it is missing.
 * `readUpload` reads by that declaration and nothing else, and the route table (plugins/auth.ts)
 * records it, so test/upload-limits.test.ts sends every such route a file one byte over its limit.
 * The file is streamed with a byte cap: one byte over the limit is refused (422, the declared
 * message), whether the parser said so (`truncated`) or not, and nothing of it is kept. What the
 * route gets is plain data (bytes, a sanitized name, the type by content) to hand to its service.
 */

/** A 422 on one field. */
export interface Refusal {
  field: string;
  message: string;
  /** The body's title: 'The file could not be uploaded' unless said. */
  title?: string;
}

/** One file a route takes. */
export interface DeclaredFile {
  /** The multipart part it comes in: `file`, `import[file]`, `program[pdf]`, `domain[icon]`. */
  part: string;
  /** The field its 422 messages name (the body's wrapper dropped, as for JSON: `program[pdf]` → `pdf`). */
  field: string;
  maxBytes: number;
  /** The message on `field` for a file over `maxBytes`. */
  tooLarge: string;
  /** An empty file is refused ('is empty'). */
  isEmptyRefused?: boolean;
  /** The types it may be, judged by its content (lib/file-types.ts), and the message for any other. */
  types?: { accepted: readonly FileType[]; message: string };
}

/** The text parts a route takes beside its file. */
export interface DeclaredTexts {
  /** Whether a part of this name is taken; any other is a 422 on its name. */
  isTaken: (name: string) => boolean;
  max: number;
  /** A longer value is cut here: keep it above the longest valid value, the route's own check refuses it. */
  maxBytes: number;
  /** The 422 for more than `max` of them. */
  tooMany: Refusal;
}

/** The files a route takes (`config.upload`). Declaring none (`files: []`) refuses every file. */
export interface UploadDeclaration {
  files: readonly DeclaredFile[];
  /** The 422 for a multipart request without a declared file. */
  missing: Refusal;
  /** The 422 for a request that is not multipart at all; `missing` unless said. */
  blank?: Refusal;
  /** Which declared file a part is; by default the one declared under the part's name. */
  fileOf?: (part: string) => DeclaredFile | undefined;
  /** Without this, text parts are ignored (at most 10 of 1 KB). */
  texts?: DeclaredTexts;
}

export interface ReceivedFile {
  field: string;
  data: Buffer;
  /** The client's name, sanitized (lib/filenames.ts); '' when it sent none that is usable. */
  filename: string;
  /** Its type by content, when the declaration names the types it may be. */
  type?: FileType;
}

export interface ReceivedUpload {
  file: ReceivedFile;
  texts: [name: string, value: string][];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files the route reads (lib/read-upload.ts): its multipart limits are these, nothing else. */
    upload?: UploadDeclaration;
  }
  interface FastifyRequest {
    /** The upload `readUploadFirst` read from a multipart request. */
    upload?: ReceivedUpload;
  }
}

/** 5 MiB → 5, 200 KiB → 0.2: megabytes as the messages say them. */
export const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/** The message for a file over a limit, the same for every route with that limit. */
export const largerThan = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)} MB`;

export function declareFile(
  part: string,
  maxBytes: number,
  options: Partial<Omit<DeclaredFile, 'part' | 'maxBytes'>> = {},
): DeclaredFile {
  return {
    ...options,
    part,
    field: options.field ?? part,
    maxBytes,
    tooLarge: options.tooLarge ?? largerThan(maxBytes),
  };
}

/** The CSV imports: one `file` of at most LIMITS.importFileBytes. */
export const IMPORT_UPLOAD: UploadDeclaration = {
  files: [declareFile('file', LIMITS.importFileBytes)],
  missing: {
    field: 'file',
    message: 'must be a CSV file sent as the multipart field file',
    title: 'No file',
  },
};

/** The 422 of every upload: one message on one field, in the spec's error body. */
export const refuseUpload = ({ field, message, title }: Refusal) =>
  AppError.validation({ [field]: [message] }, [], title ?? 'The file could not be uploaded');

/** The route's declaration; reading a file on a route that declares none is the server's bug. */
function declarationOf(request: FastifyRequest): UploadDeclaration {
  const declared = request.routeOptions.config.upload;
  if (!declared) {
    const { method, url } = request.routeOptions;
    throw new Error(`${String(method)} ${url} reads a multipart body but declares no config.upload`);
  }
  return declared;
}

/** The file's bytes, or undefined once it is over `maxBytes` (reading stops there). */
async function readCapped(part: MultipartFile, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  // The parser stops at its cap without an error: a file it cut is over the limit too.
  return part.file.truncated ? undefined : Buffer.concat(chunks, size);
}

/** A parser error as the answer: limits are 422s on the file's field, anything else a 400. */
function uploadError(error: unknown, declared: UploadDeclaration): unknown {
  if (error instanceof AppError) return error;
  const field = declared.files[0]?.field ?? 'file';
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return refuseUpload({ field, message: 'must be one file' });
  if (code === 'FST_FIELDS_LIMIT')
    return refuseUpload(declared.texts?.tooMany ?? { field, message: 'is sent with too many other fields' });
  return AppError.badRequest(
    `The upload is not a well-formed multipart request: ${(error as Error).message}`,
  );
}

/** Reads every part within the declared limits: the one file, and the text parts the route takes. */
async function readParts(request: FastifyRequest, declared: UploadDeclaration) {
  const { files, texts } = declared;
  const fileOf = declared.fileOf ?? ((part: string) => files.find((file) => file.part === part));
  let received: { file: DeclaredFile; data: Buffer; filename: string } | undefined;
  const values: [string, string][] = [];
  const parserOptions: FastifyMultipartBaseOptions = {
    // The cap is checked here, by count: the parser's own error comes too late or not at all.
    throwFileSizeLimit: false,
    // One byte past the largest limit tells "over" from "at"; the parser buffers no more than that.
    limits: {
      fileSize: Math.max(0, ...files.map((file) => file.maxBytes)) + 1,
      files: 1,
      fields: texts?.max ?? 10,
      fieldSize: texts?.maxBytes ?? 1024,
    },
  };
  try {
    for await (const part of request.parts(parserOptions)) {
      if (part.type === 'file') {
        const file = fileOf(part.fieldname);
        if (!file) throw refuseUpload(declared.missing);
        const data = await readCapped(part, file.maxBytes);
        if (!data) throw refuseUpload({ field: file.field, message: file.tooLarge });
        received = { file, data, filename: sanitizeFilename(part.filename, '') };
      } else if (texts) {
        const name = part.fieldname;
        if (!texts.isTaken(name))
          throw refuseUpload({
            field: name.slice(0, 100) || 'field',
            message: 'is not a field of this import',
          });
        values.push([name, String(part.value)]);
      }
    }
  } catch (error) {
    throw uploadError(error, declared);
  }
  return { received, values };
}

/**
 * Reads the route's upload as it declares it (`config.upload`): one file, under a declared part,
 * within its byte limit, not empty and of a declared type where the declaration says so, and the
 * text parts the route takes. Any other body is the declared 422 (a malformed one a 400).
 */
export async function readUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  const declared = declarationOf(request);
  if (!request.isMultipart()) throw refuseUpload(declared.blank ?? declared.missing);
  const { received, values } = await readParts(request, declared);
  if (!received) throw refuseUpload(declared.missing);
  const { file, data, filename } = received;
  if (file.isEmptyRefused && data.length === 0)
    throw refuseUpload({ field: file.field, message: 'is empty' });
  let type: FileType | undefined;
  if (file.types) {
    type = await detectFileType(data);
    if (!type || !file.types.accepted.includes(type))
      throw refuseUpload({ field: file.field, message: file.types.message });
  }
  return { file: { field: file.field, data, filename, ...(type && { type }) }, texts: values };
}

/**
 * A `preValidation` hook for routes that take a file or a JSON body (the settings kit's PUT serves
 * both, as the spec's generic upload does): reads a multipart request's upload into `request.upload`
 * before the body is validated; anything else goes on to the body schema.
 */
export async function readUploadFirst(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  request.upload = await readUpload(request);
  request.body = {};
}

/** The upload `readUploadFirst` read, or the route's declared 422 when the request sent none. */
export function uploadOf(request: FastifyRequest): ReceivedUpload {
  if (request.upload) return request.upload;
  const declared = declarationOf(request);
  throw refuseUpload(declared.blank ?? declared.missing);
}

/**
 * The declaration of files sent as `<singular>[<field>]` (the settings kit's files, the institute
 * logo). When the URL names the field (`fieldFromPath`: POST /domains/{id}/svg_icon) the part may be
 * named anything but another `<singular>[…]`, and a request with no file is "can't be blank" there.
 */
export function declareNamedFiles(
  singular: string,
  files: readonly DeclaredFile[],
  fieldFromPath?: string,
): UploadDeclaration {
  const named = new RegExp(`^${singular}\\[([a-z_]+)\\]$`);
  const message = `must be sent as ${singular}[${files.map((file) => file.field).join('|')}]`;
  return {
    files,
    missing: { field: fieldFromPath ?? 'file', message },
    ...(fieldFromPath && { blank: { field: fieldFromPath, message: "can't be blank" } }),
    fileOf: (part) => {
      const name = named.exec(part)?.[1];
      const field = fieldFromPath ?? name;
      if (name && name !== field) return undefined;
      return files.find((file) => file.field === field);
    },
  };
}

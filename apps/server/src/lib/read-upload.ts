import '@fastify/multipart';
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@pdp/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { sanitizeFilename } from './filenames.js';

/**
 * The one multipart reader of the server. A route that takes a file declares it in its config
 * (`config: { upload }`: the part, the field its messages name, the byte limit and the message past
 * it); `readMultipart` takes the limits from there and nowhere else, and the route table
 * (plugins/auth.ts) records them, so test/upload-limits.test.ts sends every such route a file one byte
 * over its limit. The file is streamed with a byte cap: one byte over the limit is refused (422, the
 * declared message), whether the parser said so (`truncated`) or not, and nothing of it is kept.
 */

/** One file a route takes. */
export interface DeclaredFile {
  /** The multipart part it comes in: `file`, `import[file]`, `program[pdf]`, `domain[icon]`. */
  part: string;
  /** The field its 422 messages name (the body's wrapper dropped, as for JSON: `program[pdf]` → `pdf`). */
  field: string;
  maxBytes: number;
  /** The message on `field` for a file over `maxBytes`. */
  tooLarge: string;
}

/** The files a route takes (`config.upload`). Declaring none (`files: []`) refuses every file. */
export interface UploadDeclaration {
  files: readonly DeclaredFile[];
}

export interface ReceivedFile {
  field: string;
  data: Buffer;
  /** The client's name, sanitized (lib/filenames.ts); '' when it sent none that is usable. */
  filename: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files the route reads (lib/read-upload.ts): its multipart limits are these, nothing else. */
    upload?: UploadDeclaration;
  }
  interface FastifyRequest {
    /** The file `receiveUpload` read from a multipart request. */
    upload?: ReceivedFile;
  }
}

/** 5 MiB → 5, 200 KiB → 0.2: megabytes as the messages say them. */
export const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/** The message for a file over a limit, the same for every route with that limit. */
export const largerThan = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)} MB`;

export function declareFile(
  part: string,
  maxBytes: number,
  options: { field?: string; tooLarge?: string } = {},
): DeclaredFile {
  return { part, field: options.field ?? part, maxBytes, tooLarge: options.tooLarge ?? largerThan(maxBytes) };
}

/** The CSV imports: one `file` of at most LIMITS.importFileBytes. */
export const IMPORT_UPLOAD: UploadDeclaration = { files: [declareFile('file', LIMITS.importFileBytes)] };

export interface ReadOptions {
  /** The 422 for a request that is not multipart or has no file (or has it under a name not taken). */
  missing: (files: readonly DeclaredFile[]) => AppError;
  /** Which declared file a file part is; by default the one declared under the part's name. */
  fileOf?: (part: string, files: readonly DeclaredFile[]) => DeclaredFile | undefined;
  /**
   * Text parts beside the file. Without this they are ignored (at most 10). `check` refuses a part
   * the route does not take by throwing; a value over `maxBytes` is cut there, so keep it above the
   * longest valid value and the route's own check of the value refuses it.
   */
  texts?: { max: number; maxBytes: number; check: (name: string) => void; tooMany: () => AppError };
}

const refuse = (field: string, message: string) =>
  AppError.validation({ [field]: [message] }, [], 'The file could not be uploaded');

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
function uploadError(error: unknown, fileField: string, options: ReadOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return refuse(fileField, 'must be one file');
  if (code === 'FST_FIELDS_LIMIT')
    return options.texts?.tooMany() ?? refuse(fileField, 'is sent with too many other fields');
  return AppError.badRequest(
    `The upload is not a well-formed multipart request: ${(error as Error).message}`,
  );
}

/**
 * Reads the one file of a multipart request, and its text parts if the route takes any (`texts`),
 * within the route's declared limits.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadOptions,
): Promise<{ file: ReceivedFile; texts: [name: string, value: string][] }> {
  const { files } = declarationOf(request);
  if (!request.isMultipart()) throw options.missing(files);
  const fileOf = options.fileOf ?? ((part) => files.find((declared) => declared.part === part));
  const { texts } = options;
  let file: ReceivedFile | undefined;
  const values: [string, string][] = [];
  try {
    const parserOptions: FastifyMultipartBaseOptions = {
      // The cap is checked here, by count: the parser's own error comes too late or not at all.
      throwFileSizeLimit: false,
      // One byte past the largest limit tells "over" from "at"; the parser buffers no more than that.
      limits: {
        fileSize: Math.max(0, ...files.map((declared) => declared.maxBytes)) + 1,
        files: 1,
        fields: texts?.max ?? 10,
        fieldSize: texts?.maxBytes ?? 1024,
      },
    };
    const parts = request.parts(parserOptions);
    for await (const part of parts) {
      if (part.type === 'file') {
        const declared = fileOf(part.fieldname, files);
        if (!declared) throw options.missing(files);
        const data = await readCapped(part, declared.maxBytes);
        if (!data) throw refuse(declared.field, declared.tooLarge);
        file = { field: declared.field, data, filename: sanitizeFilename(part.filename, '') };
      } else if (texts) {
        texts.check(part.fieldname);
        values.push([part.fieldname, String(part.value)]);
      }
    }
  } catch (error) {
    throw uploadError(error, files[0]?.field ?? 'file', options);
  }
  if (!file) throw options.missing(files);
  return { file, texts: values };
}

/** Reads the CSV of an import (IMPORT_UPLOAD, or the route's own declaration of `file`). */
export async function readImportFile(request: FastifyRequest): Promise<ReceivedFile> {
  const { file } = await readMultipart(request, {
    missing: (files) =>
      AppError.validation(
        { file: [`must be a CSV file sent as the multipart field ${files[0]?.part ?? 'file'}`] },
        [],
        'No file',
      ),
  });
  return file;
}

interface UploadOptions {
  singular: string;
  /** The field when the URL names it (POST /domains/{id}/svg_icon): the part may then be named anything. */
  fieldFromPath?: string;
}

/**
 * A route's `preValidation` hook for the settings kit's files and the institute logo: reads a file
 * sent as `<singular>[<field>]` into `request.upload` before the body is validated, so the same route
 * can also take a JSON body (the settings kit's PUT serves both, as the spec's generic upload does).
 * A file under another name is a 422, so forms can show it.
 */
export function receiveUpload(options: UploadOptions) {
  const named = new RegExp(`^${options.singular}\\[([a-z_]+)\\]$`);
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const { file } = await readMultipart(request, {
      fileOf: (part, files) => {
        const name = named.exec(part)?.[1];
        const field = options.fieldFromPath ?? name;
        if (name && name !== field) return undefined;
        return files.find((declared) => declared.field === field);
      },
      missing: (files) => {
        const fields = files.map((declared) => declared.field);
        return refuse(
          options.fieldFromPath ?? 'file',
          `must be sent as ${options.singular}[${fields.join('|')}]`,
        );
      },
    });
    request.upload = file;
    request.body = {};
  };
}

/** The file `receiveUpload` read, or a 422 on `field` when the request sent none. */
export function uploadedFile(request: FastifyRequest, field: string): ReceivedFile {
  if (!request.upload)
    throw AppError.validation({ [field]: ["can't be blank"] }, [], 'The file could not be uploaded');
  return request.upload;
}

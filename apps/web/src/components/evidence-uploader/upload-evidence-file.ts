import { api, type TUploadedFile } from '@pdp/contract';
import { ApiError, CLIENT_HEADERS, urlOf } from '../../lib/api-client';

/** The companion upload service at the site root (part 2 §7): multipart field `file`, answers the cached file. */
export const EVIDENCE_UPLOAD_PATH = urlOf(api.uploads.evidence);

export interface UploadEvidenceOptions {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /upload with progress. `fetch` reports no upload progress, so this one call uses
 * XMLHttpRequest, with the same `X-Client-App` header and error body as the api client (ApiError:
 * a 422 carries the server's message for `file`).
 */
export function uploadEvidenceFile(file: File, options: UploadEvidenceOptions = {}): Promise<TUploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', EVIDENCE_UPLOAD_PATH);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(CLIENT_HEADERS)) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as TUploadedFile);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, undefined));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

function readJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What the file list says after a file's name when its upload failed: the server's message for
 * `file` ("is too large…", "is not an image, a PDF or a Word document"), else its single message.
 */
export function uploadFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'could not be uploaded: the connection failed, please try again';
    const fileMessage = error.messages.file?.[0];
    if (fileMessage) return fileMessage;
    const other = [...error.base, ...Object.values(error.firstMessages())];
    if (other.length > 0) return `could not be uploaded: ${other.join(', ')}`;
    return `could not be uploaded: ${error.message}`;
  }
  return 'could not be uploaded, please try again';
}

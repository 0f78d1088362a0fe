import { ApiError, FALLBACK_ERROR, urlOf } from './client';
import type { ApiKey, OutputOf } from './types';

/** An upload endpoint: a multipart form in, `{ dbPath }` out. */
export type UploadEndpoint = { [K in ApiKey]: OutputOf<K> extends { dbPath: string } ? K : never }[ApiKey];

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress. Resolves with the stored
 * path (`dbPath`); rejects with an ApiError carrying the server's message (wrong type, too large ...).
 */
export function uploadFile(
  endpoint: UploadEndpoint,
  file: File,
  fields: Record<string, string> = {},
  onProgress?: (percent: number) => void,
): Promise<{ dbPath: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (status: number, message = FALLBACK_ERROR, fieldErrors: Record<string, string[]> = {}) =>
      reject(new ApiError(status, message, fieldErrors));
    xhr.open('POST', urlOf(endpoint));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => fail(0);
    xhr.onabort = () => fail(0);
    xhr.onload = () => {
      let body: { dbPath?: unknown; message?: unknown; fieldErrors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status < 200 || xhr.status >= 300)
        return fail(xhr.status, typeof body.message === 'string' ? body.message : FALLBACK_ERROR, body.fieldErrors);
      if (typeof body.dbPath !== 'string' || !body.dbPath) return fail(xhr.status);
      onProgress?.(100);
      resolve({ dbPath: body.dbPath });
    };
    const form = new FormData();
    form.append('file', file);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    xhr.send(form);
  });
}

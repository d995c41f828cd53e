import type { Envelope, ErrorEnvelope } from '@khidma/shared/api';
import { ApiError, buildUrl, csrfHeaders } from './api-client';
import { transportMessage } from './transport-messages';

export type UploadKind = 'image' | 'document';

/**
 * POST uploads3 with the file in the field `file`, reporting progress (0 to 100) as the bytes leave the browser:
 * fetch cannot observe an upload's progress, XMLHttpRequest can. Resolves to the stored file's URL (spec §3:
 * "Upload result: a URL string"); rejects with an ApiError carrying the server's message.
 */
export async function uploadFile(
  file: File,
  options: { kind?: UploadKind; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const headers = await csrfHeaders();
  const form = new FormData();
  form.append('file', file);

  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl('uploads3', { kind: options.kind ?? 'image' }));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: (Envelope<string> & ErrorEnvelope) | null = null;
      try {
        body = JSON.parse(request.responseText) as Envelope<string> & ErrorEnvelope;
      } catch {
        body = null;
      }
      if (request.status === 201 && body && typeof body.results === 'string') {
        options.onProgress?.(100);
        resolve(body.results);
      } else
        reject(new ApiError(request.status, body?.message ?? transportMessage('lib.api.uploadFailed'), body?.errors));
    };
    request.onerror = () => reject(new ApiError(0, transportMessage('lib.api.networkError')));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

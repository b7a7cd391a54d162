import { ApiError } from '../../../lib/api-error';

const bodyOf = (xhr: XMLHttpRequest): unknown => {
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * PUTs a file to a signed upload URL with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. `onProgress` gets 0..1. Rejects with an ApiError on a network error or a non-2xx answer.
 * The URL is the API's own or the object store's (presigned): the store's signature covers the
 * content type, so the type sent is exactly the one signed, without the recorder's codecs.
 */
export const putWithProgress = (
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(ApiError.fromBody(xhr.status, bodyOf(xhr)));
    };
    xhr.onerror = () => reject(ApiError.network('network'));
    xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });

import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { putWithProgress } from './put-with-progress';

/**
 * Upload signing (docs/spec/11-api-conventions.md#uploads): `POST /api/stage/uploads/sign { file_name, content_type, size }`
 * answers `{ url, key }`; the bytes go by `PUT` to `url` (the API's, or the object store's
 * presigned URL with STORAGE=s3). Resolves with the storage key.
 */
export const uploadFile = async (
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<string> => {
  const contentType = (file.type || 'application/octet-stream').split(';')[0] ?? '';
  const signed = await callApi(stageApi.signUpload, {
    body: { file_name: fileName, content_type: contentType, size: file.size },
    signal,
  });
  await putWithProgress(signed.url, file, contentType, onProgress, signal);
  return signed.key;
};

import { randomUUID } from 'node:crypto';
import { STAGE_UPLOAD_MAX_BYTES, stageMessages } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { detectFileType, FILE_TYPE_HEAD_BYTES, imageSizeAllowed } from '../../../providers/storage/file-type.ts';
import { directUploads } from '../../../providers/storage/s3-storage.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { parseStageKey, stageKey } from '../stage-keys.ts';

/**
 * An object the browser put straight into the store (presigned PUT) has not passed the API's
 * stream guard, and the store may not enforce the signed length and type. Its presigned PUT also
 * stays valid for its whole life, so what was checked could be replaced afterwards. So at attach
 * the object is copied (CopyObject) to a new key the server chose and never signed, the upload key
 * is deleted, and the copy is what gets checked: its size and first bytes (a ranged GET, read by
 * file-type) must match its key; an image is also measured (pixel floods). A bad copy is deleted
 * and refused with 422. Resolves with the key to attach. On local storage every byte came through
 * the guard already, and the key is attached as it is (docs/decisions/014-scale-out.md).
 */
export const attachDirectUpload = async (storage: Storage, key: string, field = 'file_key'): Promise<string> => {
  const store = directUploads(storage);
  const parsed = parseStageKey(key);
  if (!store || !parsed) return key;
  if (!(await store.stat(key))) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  const final = stageKey(parsed.ownerId, randomUUID(), parsed.ext);
  await store.copy(key, final);
  await store.remove(key);
  const info = await store.stat(final);
  if (!info) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  const refuse = async (message: string, rule: string) => {
    await store.remove(final).catch(() => undefined);
    return AppError.validation(field, message, rule);
  };
  if (info.size === 0) throw await refuse(stageMessages.uploadContent, 'content');
  if (info.size > STAGE_UPLOAD_MAX_BYTES[parsed.kind]) throw await refuse(stageMessages.uploadTooLarge, 'size');
  // An image (at most 5 MB) is read whole to find its dimensions; a video only by its head.
  const bytes = await store.range(final, 0, parsed.kind === 'image' ? info.size - 1 : FILE_TYPE_HEAD_BYTES - 1);
  if (!bytes) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  if ((await detectFileType(bytes))?.ext !== parsed.ext) throw await refuse(stageMessages.uploadContent, 'content');
  if (parsed.kind === 'image' && !(await imageSizeAllowed(bytes)))
    throw await refuse(stageMessages.uploadContent, 'dimensions');
  return final;
};

/**
 * `attachDirectUpload`, then `save` with the key to attach; if saving fails (a conflict, a full
 * set), the server's copy is removed so no object is left that nothing refers to.
 */
export const saveDirectUpload = async <T>(
  storage: Storage,
  key: string,
  save: (key: string) => Promise<T>,
  field = 'file_key',
): Promise<T> => {
  const final = await attachDirectUpload(storage, key, field);
  try {
    return await save(final);
  } catch (err) {
    if (final !== key) await storage.remove(final).catch(() => undefined);
    throw err;
  }
};

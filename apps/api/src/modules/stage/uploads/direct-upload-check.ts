import { fileTypeFromBuffer } from 'file-type';
import { STAGE_UPLOAD_MAX_BYTES, stageMessages } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { imageDimensions, MAX_IMAGE_PIXELS, type DetectedType } from '../../../providers/storage/file-type.ts';
import { directUploads } from '../../../providers/storage/s3-storage.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { parseStageKey } from '../stage-keys.ts';

/** What file-type must find for each extension a stage key may carry (docs/decisions/014-scale-out.md). */
const ACCEPTED: Record<string, readonly string[]> = {
  webm: ['webm'],
  mp4: ['mp4', 'm4v'],
  png: ['png'],
  jpg: ['jpg'],
  webp: ['webp'],
};
/** file-type reads at most this much of a file's head. */
const HEAD_BYTES = 4100;

/**
 * An object the browser put straight into the store (presigned PUT) has not passed the API's
 * stream guard, and the store may not enforce the signed length and type: before it is attached,
 * its size and first bytes (a ranged GET, read by file-type) must match its key; an image is also
 * measured (pixel floods). A bad object is deleted and refused with 422. On local storage every
 * byte came through the guard already, so there is nothing to do.
 */
export const checkDirectUpload = async (storage: Storage, key: string, field = 'file_key'): Promise<void> => {
  const store = directUploads(storage);
  const parsed = parseStageKey(key);
  if (!store || !parsed) return;
  const info = await store.stat(key);
  if (!info) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  const refuse = async (message: string, rule: string) => {
    await store.remove(key).catch(() => undefined);
    return AppError.validation(field, message, rule);
  };
  if (info.size === 0) throw await refuse(stageMessages.uploadContent, 'content');
  if (info.size > STAGE_UPLOAD_MAX_BYTES[parsed.kind]) throw await refuse(stageMessages.uploadTooLarge, 'size');
  // An image (at most 5 MB) is read whole to find its dimensions; a video only by its head.
  const bytes = await store.range(key, 0, parsed.kind === 'image' ? info.size - 1 : HEAD_BYTES - 1);
  if (!bytes) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED[parsed.ext]?.includes(type.ext)) throw await refuse(stageMessages.uploadContent, 'content');
  if (parsed.kind === 'image') {
    const size = imageDimensions(bytes, parsed.ext as DetectedType['ext']);
    if (!size || size.width === 0 || size.height === 0 || size.width * size.height > MAX_IMAGE_PIXELS)
      throw await refuse(stageMessages.uploadContent, 'dimensions');
  }
};

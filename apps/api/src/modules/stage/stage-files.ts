import { stageMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { detectFileType } from '../../providers/storage/file-type.ts';
import type { Storage } from '../../providers/storage/storage.ts';

const IMAGE_EXTS = new Set(['png', 'jpg', 'webp']);

/** A stored stage image read whole (at most `max` bytes), checked again by its first bytes. */
export const readStageImage = async (storage: Storage, key: string, field: string, max: number): Promise<Buffer> => {
  const file = await storage.get(key).catch(() => null);
  if (!file) throw AppError.validation(field, stageMessages.fileNotFound, 'exists');
  if (file.size > max) {
    file.stream.destroy();
    throw AppError.validation(field, stageMessages.uploadTooLarge, 'size');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  const type = await detectFileType(data);
  if (!type || !IMAGE_EXTS.has(type.ext)) throw AppError.validation(field, stageMessages.fileNotAllowed, 'image');
  return data;
};

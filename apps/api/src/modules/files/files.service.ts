import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { directUploads } from '../../providers/storage/s3-storage.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { detectFileType, IMAGE_MAX_BYTES, IMAGE_TYPES, imageSizeAllowed } from '../../providers/storage/file-type.ts';

export const fileMessages = {
  notImage: 'Por favor, escolha uma imagem válida.',
  tooLarge: 'Arquivo maior que o permitido',
  tooManyPixels: 'Imagem com dimensões maiores que o permitido',
  badLink: 'Link de arquivo inválido ou expirado',
} as const;

/** Signed read links last an hour past the current hour, so a URL stays the same (cacheable) for that hour. */
const LINK_BUCKET_MS = 3_600_000;
/** A presigned GET of the object store lives at most this long (docs/decisions/014-scale-out.md). */
export const STORE_READ_SECONDS = 300;
/**
 * With STORAGE=s3 a read is redirected to the store, except stage images (face photos and recorded
 * frames: biometric data, read only by their student and admins) and PDF certificates (personal
 * documents), which keep streaming through the API under its own link and headers.
 */
const streamedOnly = (key: string) => /^stage\/.*\.(png|jpg|webp)$/.test(key) || key.endsWith('.pdf');

export const createFilesService = (deps: { storage: Storage; secret: string }) => {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', deps.secret).update(`file|${key}|${expires}`).digest('base64url');

  return {
    /** Checks an uploaded image by its bytes and stores it under a fresh key. */
    async storeImage(field: string, data: Buffer, folder: string): Promise<string> {
      if (data.length > IMAGE_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge, {
          errors: [{ field, rule: 'size', message: fileMessages.tooLarge }],
        });
      const type = await detectFileType(data);
      if (!type || !IMAGE_TYPES.has(type.ext)) throw AppError.validation(field, fileMessages.notImage, 'image');
      if (!(await imageSizeAllowed(data))) throw AppError.validation(field, fileMessages.tooManyPixels, 'dimensions');
      const key = `${folder}/${randomUUID()}.${type.ext}`;
      await deps.storage.put(key, data, type.mime);
      return key;
    },

    async remove(key: string | null | undefined): Promise<void> {
      if (key) await deps.storage.remove(key).catch(() => undefined);
    },

    url(key: string | null | undefined, now = Date.now()): string | null {
      if (!key) return null;
      const expires = (Math.floor(now / LINK_BUCKET_MS) + 2) * LINK_BUCKET_MS;
      return `/api/files/${key}?expires=${expires}&signature=${mac(key, expires)}`;
    },

    async open(key: string, expires: number, signature: string) {
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(signature);
      const valid = expected.length === given.length && timingSafeEqual(expected, given) && expires > Date.now();
      if (!valid) throw new AppError('FORBIDDEN', fileMessages.badLink);
      const store = directUploads(deps.storage);
      if (store && !streamedOnly(key)) {
        const seconds = Math.max(1, Math.min(STORE_READ_SECONDS, Math.floor((expires - Date.now()) / 1000)));
        return { kind: 'redirect' as const, url: await store.presignGet(key, seconds), seconds };
      }
      const file = await deps.storage.get(key).catch(() => null);
      if (!file) throw new AppError('NOT_FOUND', 'Arquivo não encontrado');
      return { kind: 'stream' as const, ...file, expires };
    },

    /** Bytes of a file already opened through its signed link (a video player's Range request). */
    readRange: (key: string, start: number, end: number) => deps.storage.range(key, start, end),
  };
};

export type FilesService = ReturnType<typeof createFilesService>;

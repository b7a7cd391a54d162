import { Transform, type TransformCallback } from 'node:stream';
import { stageMessages } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import {
  detectFileType,
  imageDimensions,
  MAX_IMAGE_PIXELS,
  type DetectedType,
} from '../../../providers/storage/file-type.ts';
import type { StageFileKind } from '../stage-keys.ts';

/** Enough of the head to recognise png, jpg, webp, webm and mp4. */
const HEAD_BYTES = 16;

const wrongContent = () => new AppError('UNSUPPORTED_MEDIA_TYPE', stageMessages.uploadContent);

/**
 * Passes an upload through while counting bytes and checking what it is: the first bytes must be
 * the signed type (a renamed file is refused) and the stream is cut as soon as it passes the size.
 * Images (at most 5 MB) are also kept to check their dimensions before the file is accepted.
 */
export const createUploadGuard = (opts: { ext: string; kind: StageFileKind; maxBytes: number }) => {
  let total = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const kept: Buffer[] = [];
  let detected: DetectedType | null = null;

  const checkHead = (bytes: Buffer): AppError | null => {
    detected = detectFileType(bytes);
    return detected?.ext === opts.ext ? null : wrongContent();
  };

  const guard = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      total += chunk.length;
      if (total > opts.maxBytes) return done(new AppError('PAYLOAD_TOO_LARGE', stageMessages.uploadTooLarge));
      if (opts.kind === 'image') kept.push(chunk);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) return done();
        const error = checkHead(head);
        const pending = head;
        head = null;
        return error ? done(error) : done(null, pending);
      }
      return done(null, chunk);
    },
    flush(done: TransformCallback) {
      if (head && checkHead(head)) return done(wrongContent());
      if (total === 0) return done(wrongContent());
      if (opts.kind === 'image' && detected) {
        const data = Buffer.concat(kept);
        const size = imageDimensions(data, detected.ext);
        if (!size || size.width === 0 || size.height === 0 || size.width * size.height > MAX_IMAGE_PIXELS)
          return done(wrongContent());
      }
      return done(null, head && head.length ? head : undefined);
    },
  });
  return Object.assign(guard, { bytes: () => total });
};

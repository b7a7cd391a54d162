import { Transform, type TransformCallback } from 'node:stream';
import { stageMessages } from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { detectFileType, FILE_TYPE_HEAD_BYTES, imageSizeAllowed } from '../../../providers/storage/file-type.ts';
import type { StageFileKind } from '../stage-keys.ts';

const wrongContent = () => new AppError('UNSUPPORTED_MEDIA_TYPE', stageMessages.uploadContent);

/**
 * Passes an upload through while counting bytes and checking what it is: the head (what file-type
 * reads, or the whole file if smaller) must be the signed type (a renamed file is refused) before a
 * byte goes on, and the stream is cut as soon as it passes the size. Images (at most 5 MB) are also
 * kept to check their dimensions before the file is accepted.
 */
export const createUploadGuard = (opts: { ext: string; kind: StageFileKind; maxBytes: number }) => {
  let total = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const kept: Buffer[] = [];

  const checkHead = async (bytes: Buffer): Promise<AppError | null> =>
    (await detectFileType(bytes))?.ext === opts.ext ? null : wrongContent();

  const guard = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      total += chunk.length;
      if (total > opts.maxBytes) return done(new AppError('PAYLOAD_TOO_LARGE', stageMessages.uploadTooLarge));
      if (opts.kind === 'image') kept.push(chunk);
      if (!head) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < FILE_TYPE_HEAD_BYTES) return done();
      const pending = head;
      head = null;
      checkHead(pending).then((error) => (error ? done(error) : done(null, pending)), done);
    },
    flush(done: TransformCallback) {
      const finish = async (): Promise<Buffer | undefined> => {
        if (total === 0) throw wrongContent();
        const rest = head;
        if (rest) {
          const error = await checkHead(rest);
          if (error) throw error;
        }
        if (opts.kind === 'image' && !(await imageSizeAllowed(Buffer.concat(kept)))) throw wrongContent();
        return rest ?? undefined;
      };
      finish().then((rest) => done(null, rest), done);
    },
  });
  return Object.assign(guard, { bytes: () => total });
};

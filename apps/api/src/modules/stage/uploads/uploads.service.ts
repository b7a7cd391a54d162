import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  messages,
  STAGE_UPLOAD_MAX_BYTES,
  STAGE_UPLOAD_TYPES,
  stageMessages,
  UPLOAD_LINK_TTL_SECONDS,
  type UploadSign,
  type UploadSignRequest,
} from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { directUploads } from '../../../providers/storage/s3-storage.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { AuthUser } from '../../../lib/access.ts';
import type { FilesService } from '../../files/files.service.ts';
import type { AuditionsService } from '../auditions/auditions.service.ts';
import { assertStageKey, parseStageKey, stageKey } from '../stage-keys.ts';
import type { ConsentService } from '../consent/consent.service.ts';
import type { UploadAllowance } from './upload-allowance.ts';
import { createUploadGuard } from './upload-guard.ts';

const MIME: Record<string, string> = Object.fromEntries(
  Object.entries(STAGE_UPLOAD_TYPES).map(([mime, ext]) => [ext, mime]),
);
/** What a signed upload link carries: key, declared size, expiry (ms) and the audition it completes. */
export interface UploadGrant {
  key: string;
  size: number;
  expires: number;
  audition_id: number | null;
  signature: string;
}
/**
 * Signed upload links for face photos, frames and videos: the browser PUTs the bytes to a URL
 * that names one key, a maximum size and an expiry, all under an HMAC. The body is streamed to
 * storage and checked on the way (magic bytes, size); a refused upload leaves no file.
 */
export const createUploadsService = (deps: {
  storage: Storage;
  files: FilesService;
  auditions: AuditionsService;
  allowance: UploadAllowance;
  consent: Pick<ConsentService, 'assertGiven'>;
  secret: string;
  now?: () => number;
}) => {
  const now = deps.now ?? Date.now;
  const mac = (g: Omit<UploadGrant, 'signature'>) =>
    createHmac('sha256', deps.secret)
      .update(`stage-upload|${g.key}|${g.size}|${g.expires}|${g.audition_id ?? ''}`)
      .digest('base64url');

  const verify = (grant: UploadGrant) => {
    const expected = Buffer.from(mac(grant));
    const given = Buffer.from(grant.signature);
    const valid = expected.length === given.length && timingSafeEqual(expected, given) && grant.expires >= now();
    const parsed = parseStageKey(grant.key);
    if (!valid || !parsed) throw new AppError('FORBIDDEN', stageMessages.uploadLink);
    return parsed;
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): a video for someone else's audition is not found. */
    authorizeAudition: async (actor: AuthUser, auditionId: number | undefined) => {
      if (auditionId !== undefined) await deps.auditions.authorizeOwn(actor, auditionId);
    },

    async sign(actor: AuthUser, input: UploadSignRequest): Promise<UploadSign> {
      const mime = input.content_type.split(';')[0]!.trim().toLowerCase();
      const ext = STAGE_UPLOAD_TYPES[mime as keyof typeof STAGE_UPLOAD_TYPES];
      if (!ext) throw new AppError('UNSUPPORTED_MEDIA_TYPE', stageMessages.uploadType);
      const kind = ext === 'webm' || ext === 'mp4' ? 'video' : 'image';
      if (input.size > STAGE_UPLOAD_MAX_BYTES[kind])
        throw new AppError('PAYLOAD_TOO_LARGE', stageMessages.uploadTooLarge);
      if (input.audition_id !== undefined) {
        if (kind !== 'video') throw AppError.validation('content_type', stageMessages.fileNotAllowed, 'video');
        await deps.auditions.assertCanSubmit(actor.id, input.audition_id);
      }
      // Every stage image is a face (a registered photo or a frame of the recording): LGPD art. 11.
      if (kind === 'image') await deps.consent.assertGiven(actor.id);
      const key = stageKey(actor.id, randomUUID(), ext);
      const at = now();
      const expires = at + UPLOAD_LINK_TTL_SECONDS * 1000;
      await deps.allowance.reserve(actor.id, { key, size: input.size, expires, at });
      const expires_at = new Date(expires).toISOString();
      // With an object store the browser sends the bytes straight to it: a presigned PUT for this
      // key, type and length; the object is checked when it is attached (direct-upload-check.ts).
      const store = directUploads(deps.storage);
      if (store)
        return {
          url: await store.presignPut(key, mime, input.size, UPLOAD_LINK_TTL_SECONDS),
          key,
          expires_at,
          max_size: input.size,
        };
      const grant = { key, size: input.size, expires, audition_id: input.audition_id ?? null };
      const query = new URLSearchParams({
        size: String(grant.size),
        expires: String(expires),
        ...(grant.audition_id !== null && { audition_id: String(grant.audition_id) }),
        signature: mac(grant),
      });
      return { url: `/api/stage/uploads/${key}?${query}`, key, expires_at, max_size: input.size };
    },

    /** PUT {url}: streams the body into storage; the signed link is the credential and works once. */
    async receive(grant: UploadGrant, body: Readable, contentLength: number | undefined) {
      const parsed = verify(grant);
      if (contentLength !== undefined && contentLength > grant.size)
        throw new AppError('PAYLOAD_TOO_LARGE', stageMessages.uploadTooLarge);
      if (await deps.storage.exists(grant.key)) throw new AppError('CONFLICT', stageMessages.uploadUsed);
      if (grant.audition_id !== null) await deps.auditions.assertCanSubmit(parsed.ownerId, grant.audition_id);
      const guard = createUploadGuard({ ext: parsed.ext, kind: parsed.kind, maxBytes: grant.size });
      // Bytes may flow (and be refused) before storage attaches its own listeners; storage still sees the error.
      guard.on('error', () => undefined);
      try {
        await deps.storage.put(grant.key, body.pipe(guard), MIME[parsed.ext]!);
      } catch (err) {
        body.unpipe(guard);
        if (err instanceof AppError) throw err;
        // A full disk is the server's problem, said clearly (507); the partial file is already gone.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOSPC' || code === 'EDQUOT')
          throw new AppError('INSUFFICIENT_STORAGE', messages.errors.diskFull);
        throw new AppError('BAD_REQUEST', messages.errors.badRequest);
      }
      if (grant.audition_id !== null) {
        await deps.auditions.submit(parsed.ownerId, grant.audition_id, grant.key).catch(async (err: unknown) => {
          await deps.files.remove(grant.key);
          throw err;
        });
      }
      return { key: grant.key, size: guard.bytes(), content_type: MIME[parsed.ext]!, audition_id: grant.audition_id };
    },

    /** GET /s3/check-file: is this key of mine stored? */
    async checkFile(actor: AuthUser, key: string) {
      const parsed = parseStageKey(key);
      assertStageKey(key, actor.id, parsed?.kind ?? 'image', 'key', actor);
      const exists = await deps.storage.exists(key);
      return { key, exists, url: exists ? deps.files.url(key) : null };
    },
  };
};

export type UploadsService = ReturnType<typeof createUploadsService>;

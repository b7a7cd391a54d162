import {
  BIOMETRIC_POSES,
  BIOMETRIC_PHOTOS_REQUIRED,
  STAGE_UPLOAD_MAX_BYTES,
  stageMessages,
  type Biometric,
  type BiometricPose,
} from '@portal/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { paginationMeta } from '../../../lib/pagination.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { AuditService, RequestOrigin } from '../../audit/audit.service.ts';
import { isAdmin, notYours } from '../../../lib/access.ts';
import type { AuthUser } from '../../../lib/access.ts';
import type { FilesService } from '../../files/files.service.ts';
import { readStageImage } from '../stage-files.ts';
import { assertSelf, assertStageKey } from '../stage-keys.ts';
import { saveDirectUpload } from '../uploads/direct-upload-check.ts';
import type { BiometricRow, BiometricsRepository } from './biometrics.repository.ts';

const order = (pose: string) => BIOMETRIC_POSES.indexOf(pose as BiometricPose);

/** The five face photos (front, right, left, up, down) a student registers before recording. */
export const createBiometricsService = (deps: {
  repo: BiometricsRepository;
  files: FilesService;
  storage: Storage;
  audit: AuditService;
}) => {
  const { repo, files } = deps;

  const toBiometric = (r: BiometricRow): Biometric => ({
    id: r.id,
    user_id: r.user_id,
    pose: r.pose as BiometricPose,
    file_key: r.file_key,
    file_url: files.url(r.file_key),
    created_at: r.created_at.toISOString(),
  });

  /**
   * Saves the caller's own image upload, once it is in storage, really an image, and not already
   * registered; with an object store, under the key the upload was copied to.
   */
  const savePhoto = <T>(
    actor: AuthUser,
    key: string,
    exceptId: number | undefined,
    save: (key: string) => Promise<T>,
  ) => {
    assertStageKey(key, actor.id, 'image');
    return saveDirectUpload(deps.storage, key, async (stored) => {
      await readStageImage(deps.storage, stored, 'file_key', STAGE_UPLOAD_MAX_BYTES.image);
      if (await repo.keyInUse(stored, exceptId))
        throw AppError.validation('file_key', stageMessages.fileNotAllowed, 'unique');
      return save(stored);
    });
  };

  /** Students reach their own photos; admins any (to help a student start over). */
  const reachable = async (actor: AuthUser, id: number, write: boolean) => {
    const row = await repo.findById(id);
    const allowed = row && (row.user_id === actor.id || (isAdmin(actor) && !write));
    if (!row || !allowed) throw new AppError('NOT_FOUND', stageMessages.biometricNotFound);
    return row;
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorizeItem: (actor: AuthUser, id: number) => reachable(actor, id, !isAdmin(actor)),
    authorizeSelf: async (actor: AuthUser, userId: number | undefined) => {
      if (userId !== undefined && userId !== actor.id) throw notYours();
    },

    async list(actor: AuthUser, userId?: number) {
      assertSelf(actor, userId);
      const rows = (await repo.listFor(isAdmin(actor) ? (userId ?? actor.id) : actor.id)).sort(
        (a, b) => order(a.pose) - order(b.pose),
      );
      return { meta: paginationMeta(rows.length, 1, BIOMETRIC_PHOTOS_REQUIRED), data: rows.map(toBiometric) };
    },

    /** Without a pose the photo takes the first one still missing, in the order of docs/spec/04-states.md#biometrics. */
    async create(actor: AuthUser, input: { user_id?: number; file_key: string; pose?: BiometricPose }) {
      if (input.user_id !== undefined && input.user_id !== actor.id) throw notYours();
      return savePhoto(actor, input.file_key, undefined, async (key) => {
        const taken = new Set((await repo.listFor(actor.id)).map((r) => r.pose));
        if (taken.size >= BIOMETRIC_PHOTOS_REQUIRED) throw new AppError('CONFLICT', stageMessages.biometricsFull);
        const pose = input.pose ?? BIOMETRIC_POSES.find((p) => !taken.has(p))!;
        if (taken.has(pose)) throw new AppError('CONFLICT', stageMessages.poseTaken);
        const row = await repo.insert(actor.id, pose, key);
        if (!row) throw new AppError('CONFLICT', stageMessages.poseTaken);
        return toBiometric(row);
      });
    },

    /** Replaces the photo of a pose; the old file goes once the new one is saved. */
    async update(actor: AuthUser, id: number, input: { file_key: string }) {
      const current = await reachable(actor, id, true);
      if (current.file_key === input.file_key) return toBiometric(current);
      const row = await savePhoto(actor, input.file_key, id, (key) => repo.setKey(id, key));
      await files.remove(current.file_key);
      return toBiometric(row);
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin) {
      const current = await reachable(actor, id, !isAdmin(actor));
      await repo.remove(id);
      await files.remove(current.file_key);
      await deps.audit.record({
        action: 'biometric.deleted',
        actor,
        origin,
        target: { type: 'biometric', id },
        details: { user_id: current.user_id, pose: current.pose },
      });
    },
  };
};

export type BiometricsService = ReturnType<typeof createBiometricsService>;

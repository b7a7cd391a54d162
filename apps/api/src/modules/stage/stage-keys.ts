import { stageMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin, assertOwner, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { OwnerCheck } from '../../plugins/ownership.ts';

/**
 * Stage files live under stage/{user_id}/{uuid}.{ext}: the owner is in the key, the extension was
 * checked against the bytes when they arrived, and a key is never written twice.
 */
export type StageFileKind = 'image' | 'video';

const KEY = /^stage\/(\d+)\/[a-zA-Z0-9-]+\.(png|jpg|webp|webm|mp4)$/;

export const parseStageKey = (key: string): { ownerId: number; ext: string; kind: StageFileKind } | null => {
  const m = KEY.exec(key);
  if (!m) return null;
  const ext = m[2]!;
  return { ownerId: Number(m[1]), ext, kind: ext === 'webm' || ext === 'mp4' ? 'video' : 'image' };
};

export const stageKey = (userId: number, id: string, ext: string): string => `stage/${userId}/${id}.${ext}`;

/** A key of the given kind that belongs to `ownerId` (admins may name any stage key when `actor` is one). */
export const assertStageKey = (
  key: string,
  ownerId: number,
  kind: StageFileKind,
  field = 'file_key',
  actor?: AuthUser,
) => {
  const parsed = parseStageKey(key);
  if (!parsed) throw AppError.validation(field, stageMessages.fileNotAllowed, 'key');
  if (parsed.ownerId !== ownerId && !(actor && isAdmin(actor))) throw notYours();
  if (parsed.kind !== kind) throw AppError.validation(field, stageMessages.fileNotAllowed, kind);
  return parsed;
};

/** A student may name only their own user id; admins any. */
export const assertSelf = (actor: AuthUser, userId: number | undefined) => {
  if (userId !== undefined) assertOwner(actor, userId);
};

/**
 * `config.owner` (plugins/ownership.ts): a stage key named in a body or query field must be under
 * the actor's own folder, as `assertStageKey` requires; a malformed one is the schema's to refuse.
 */
export const ownsStageKeys = (...fields: string[]): { owner: OwnerCheck } => ({
  owner: async (actor, input) => {
    for (const field of fields)
      for (const value of [input.body[field], input.query[field]]) {
        const parsed = typeof value === 'string' ? parseStageKey(value) : null;
        if (parsed && parsed.ownerId !== actor.id) throw notYours();
      }
  },
});

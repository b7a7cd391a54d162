import { orientationMessages, type Orientation } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import { isAdmin } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { FilesService } from '../files/files.service.ts';
import type { OrientationsRepository, OrientationValues } from './orientations.repository.ts';

type Row = NonNullable<Awaited<ReturnType<OrientationsRepository['findById']>>>;
type Banner = Buffer | string | undefined;
type Input = { title?: string; description?: string; access_link?: string; show?: boolean; banner_path?: Banner };

/** Guidance cards: admins manage them; students see only the cards not hidden. */
export const createOrientationsService = (deps: {
  repo: OrientationsRepository;
  files: FilesService;
  audit: AuditService;
}) => {
  const { repo, files } = deps;
  const toOrientation = (r: Row): Orientation => ({
    ...r,
    banner_path: files.url(r.banner_path),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  });
  const storeBanner = async (banner: Banner): Promise<string | undefined> => {
    if (banner === undefined || banner === '') return undefined;
    if (typeof banner === 'string') throw AppError.validation('banner_path', orientationMessages.invalidImage, 'image');
    return files.storeImage('banner_path', banner, 'orientations');
  };
  const get = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', orientationMessages.notFound);
    return row;
  };

  return {
    async list(actor: AuthUser, title: string | undefined, page: number, limit: number) {
      const { total, rows } = await repo.list({ title, onlyShown: !isAdmin(actor) }, limit, pageOffset(page, limit));
      return { meta: paginationMeta(total, page, limit), data: rows.map(toOrientation) };
    },

    async create(input: Required<Pick<Input, 'title' | 'description' | 'access_link'>> & Input): Promise<Orientation> {
      const banner = await storeBanner(input.banner_path);
      if (!banner) throw AppError.validation('banner_path', orientationMessages.bannerRequired, 'required');
      const id = await repo.insert({
        title: input.title,
        description: input.description,
        access_link: input.access_link,
        show: input.show ?? true,
        banner_path: banner,
      });
      return toOrientation(await get(id));
    },

    async update(id: number, input: Input): Promise<Orientation> {
      const current = await get(id);
      const banner = await storeBanner(input.banner_path);
      const patch: Partial<OrientationValues> = {};
      for (const key of ['title', 'description', 'access_link', 'show'] as const)
        if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
      if (banner) patch.banner_path = banner;
      await repo.update(id, patch);
      if (banner) await files.remove(current.banner_path);
      return toOrientation(await get(id));
    },

    async remove(id: number, ctx?: RequestContext): Promise<void> {
      const current = await get(id);
      await repo.remove(id);
      await deps.audit.record({
        action: 'orientation.deleted',
        actor: ctx?.actor ?? null,
        origin: ctx,
        target: { type: 'orientation', id, label: current.title },
      });
      await files.remove(current.banner_path);
    },
  };
};

export type OrientationsService = ReturnType<typeof createOrientationsService>;

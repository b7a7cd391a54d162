import {
  companyMessages,
  isValidCnpj,
  isValidRegistry,
  messages,
  ROLE_ID,
  type Company,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import { isAdmin, isInactiveRepresentative, assertOwner, forbidden, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { FilesService } from '../files/files.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CompaniesRepository, CompanyValues } from './companies.repository.ts';

type Row = NonNullable<Awaited<ReturnType<CompaniesRepository['findById']>>>;
/** A multipart file part (a Buffer at run time, typed by the route table as bytes), or a text part. */
export type ImageUpload = Uint8Array | string | undefined;
type Images = { logo_image?: ImageUpload; cover_image?: ImageUpload };

/** The error names the identifier the form chose: a blank registration is not a missing CNPJ. */
const missingIdentifier = (input: { cnpj?: string; numero_registro?: string }) =>
  input.numero_registro !== undefined && input.cnpj === undefined
    ? AppError.validation('numero_registro', companyMessages.registryRequired, 'required')
    : AppError.validation('cnpj', companyMessages.cnpjRequired, 'required');

/** Companies: representatives reach only their own and must be active to change them (docs/spec/06-roles.md#role-matrix). */
export const createCompaniesService = (deps: {
  repo: CompaniesRepository;
  files: FilesService;
  users: UsersService;
  audit: AuditService;
}) => {
  const { repo, files } = deps;

  const toCompany = (r: Row): Company => ({
    ...r.company,
    logo_image: files.url(r.company.logo_image),
    cover_image: files.url(r.company.cover_image),
    jobs_count: r.jobs_count,
    user: r.user,
    created_at: r.company.created_at.toISOString(),
    updated_at: r.company.updated_at.toISOString(),
  });

  const assertCanWrite = (actor: AuthUser) => {
    if (isInactiveRepresentative(actor)) throw new AppError('FORBIDDEN', messages.session.inactiveCompanies);
  };

  /** The company, if the actor may see it: admins any, representatives their own. */
  const owned = async (actor: AuthUser, id: number): Promise<Row> => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', companyMessages.notFound);
    assertOwner(actor, row.company.user_id, companyMessages.notFound);
    return row;
  };

  const identifiers = async (input: { cnpj?: string; numero_registro?: string }, exceptId?: number) => {
    const cnpj = input.cnpj?.replace(/[^0-9A-Za-z]/g, '') || undefined;
    const registro = input.numero_registro?.trim() || undefined;
    if (cnpj && registro) throw AppError.validation('cnpj', companyMessages.bothIdentifiers);
    if (cnpj && !isValidCnpj(cnpj)) throw AppError.validation('cnpj', companyMessages.cnpjInvalid, 'cnpj');
    if (registro && !isValidRegistry(registro))
      throw AppError.validation('numero_registro', companyMessages.registryInvalid, 'registro');
    if (cnpj && (await repo.cnpjTaken(cnpj, exceptId)))
      throw AppError.validation('cnpj', companyMessages.cnpjTaken, 'unique');
    return { cnpj, registro };
  };

  const storeImages = async (images: Images) => {
    const out: Partial<Pick<CompanyValues, 'logo_image' | 'cover_image'>> = {};
    for (const field of ['logo_image', 'cover_image'] as const) {
      const value = images[field];
      if (value === undefined || value === '') continue;
      if (typeof value === 'string') throw AppError.validation(field, 'Por favor, escolha uma imagem válida.', 'image');
      out[field] = await files.storeImage(
        field,
        Buffer.from(value.buffer, value.byteOffset, value.byteLength),
        'companies',
      );
    }
    return out;
  };

  /** Stores a company for a representative already checked by the caller (create, sign-up). */
  const createFor = async (userId: number, input: CreateCompanyInput & Images): Promise<Company> => {
    const { cnpj, registro } = await identifiers(input);
    if (!cnpj && !registro) throw missingIdentifier(input);
    const images = await storeImages(input);
    const id = await repo.insert({
      user_id: userId,
      name: String(input.name).trim(),
      cnpj: cnpj ?? null,
      numero_registro: cnpj ? null : registro!,
      about: String(input.about).trim(),
      area: String(input.area).trim(),
      email_curriculum: input.email_curriculum ? String(input.email_curriculum).trim().toLowerCase() : null,
      site: input.site?.trim() || null,
      employees_number: Number(input.employees_number ?? 0),
      ...images,
    });
    return toCompany((await repo.findById(id))!);
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorize: owned,
    authorizeUser: async (actor: AuthUser, userId: number | undefined) => {
      if (userId !== undefined) assertOwner(actor, userId);
    },

    /** Checks the identifiers of a company about to be created, without storing anything. */
    checkIdentifiers: (input: { cnpj?: string; numero_registro?: string }) => identifiers(input),

    /** Admins list anyone's companies; a representative only their own. */
    async list(actor: AuthUser, userId: number | undefined, page: number, limit: number) {
      if (userId !== undefined) assertOwner(actor, userId);
      const scope = isAdmin(actor) ? userId : actor.id;
      const { total, rows } = await repo.list(scope, limit, pageOffset(page, limit));
      return { meta: paginationMeta(total, page, limit), data: rows.map(toCompany) };
    },

    async get(actor: AuthUser, id: number) {
      return toCompany(await owned(actor, id));
    },

    async create(actor: AuthUser, input: CreateCompanyInput & Images): Promise<Company> {
      assertCanWrite(actor);
      let userId = actor.id;
      if (isAdmin(actor)) {
        if (!input.user_id) throw AppError.validation('user_id', companyMessages.representativeRequired, 'required');
        const owner = await deps.users.get(Number(input.user_id)).catch(() => null);
        if (!owner || owner.role_id !== ROLE_ID.representative)
          throw AppError.validation('user_id', companyMessages.notRepresentative);
        userId = owner.id;
      } else if (input.user_id !== undefined && Number(input.user_id) !== actor.id) {
        throw notYours();
      }
      return createFor(userId, input);
    },

    createFor,

    async update(actor: AuthUser, id: number, input: UpdateCompanyInput & Images): Promise<Company> {
      assertCanWrite(actor);
      const current = await owned(actor, id);
      if (input.user_id !== undefined && Number(input.user_id) !== current.company.user_id && !isAdmin(actor)) {
        throw forbidden();
      }
      const patch: Partial<CompanyValues> = {};
      if (input.cnpj !== undefined || input.numero_registro !== undefined) {
        const { cnpj, registro } = await identifiers(input, id);
        if (!cnpj && !registro) throw missingIdentifier(input);
        patch.cnpj = cnpj ?? null;
        patch.numero_registro = cnpj ? null : registro!;
      }
      if (input.user_id !== undefined && isAdmin(actor)) {
        const owner = await deps.users.get(Number(input.user_id)).catch(() => null);
        if (!owner || owner.role_id !== ROLE_ID.representative)
          throw AppError.validation('user_id', companyMessages.notRepresentative);
        patch.user_id = owner.id;
      }
      for (const key of ['name', 'about', 'area', 'site'] as const)
        if (input[key] !== undefined) patch[key] = String(input[key]).trim();
      if (input.email_curriculum !== undefined)
        patch.email_curriculum = String(input.email_curriculum).trim().toLowerCase();
      if (input.employees_number !== undefined) patch.employees_number = Number(input.employees_number);
      const images = await storeImages(input);
      await repo.update(id, { ...patch, ...images });
      // Replaced images are removed only once the new ones are saved.
      if (images.logo_image) await files.remove(current.company.logo_image);
      if (images.cover_image) await files.remove(current.company.cover_image);
      return toCompany((await repo.findById(id))!);
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      assertCanWrite(actor);
      const current = await owned(actor, id);
      if (!(await repo.removeIfNoJobs(id))) throw new AppError('CONFLICT', companyMessages.hasJobs);
      await deps.audit.record({
        action: 'company.deleted',
        actor,
        origin,
        target: { type: 'company', id, label: current.company.name },
      });
      await files.remove(current.company.logo_image);
      await files.remove(current.company.cover_image);
    },
  };
};

export type CompaniesService = ReturnType<typeof createCompaniesService>;

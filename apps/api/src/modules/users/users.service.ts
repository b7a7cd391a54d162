import { ROLE_ID, userMessages, type RoleId, type User } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, lockedPasswordHash } from '../../lib/password.ts';
import { pageOffset, paginationMeta } from '../../lib/pagination.ts';
import type { AuditService, RequestContext, RequestOrigin } from '../audit/audit.service.ts';
import { isRepresentative, type AuthUser } from '../../lib/access.ts';
import type { UsersRepository, UserFilter } from './users.repository.ts';
import { importStudents } from './users.import.ts';

type Row = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;

const toUser = (row: Row, companies: Array<{ id: number; name: string }>): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role_id: row.role_id,
  is_active: row.is_active,
  pending_activation: !row.is_active && row.activated_at === null,
  companies,
  student: row.student_id
    ? {
        id: row.student_id,
        ra: row.ra ?? '',
        id_course: row.id_course ?? null,
        course: row.id_course && row.course_name ? { id: row.id_course, name: row.course_name } : null,
        disability: row.disability ?? false,
      }
    : null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export interface UserInput {
  name?: string;
  email?: string;
  password?: string;
  is_active?: boolean;
  role_id?: number;
  ra?: string;
  id_course?: number;
  disability?: boolean;
}

/** User administration (admin only, enforced by the routes): docs/spec/04-states.md#user-activity and docs/spec/05-validation.md#users. */
export const createUsersService = (
  repo: UsersRepository,
  opts: {
    /** The course choices (reference data): active ones, or the one a student already has. */
    courses: {
      selectable(id: number, current?: number | null): Promise<boolean>;
      list(): Promise<Array<{ id: number; name: string }>>;
    };
    welcome(email: string, name: string): Promise<void>;
    /** A representative's account was activated: they are told they can sign in. */
    activated?(email: string, name: string): Promise<void>;
    audit: AuditService;
    /** The user's sessions may carry stale data or must end (auth's session cache). */
    sessionsChanged?: () => void;
  },
) => {
  const withCompanies = async (rows: Row[]): Promise<User[]> => {
    const companies = await repo.companiesOf(rows.map((r) => r.id));
    return rows.map((r) =>
      toUser(
        r,
        companies.filter((c) => c.user_id === r.id).map(({ id, name }) => ({ id, name })),
      ),
    );
  };

  const get = async (id: number): Promise<User> => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
    return (await withCompanies([row]))[0]!;
  };

  /** `currentCourse`: a student keeps a course that was retired after they chose it. */
  const checkUnique = async (input: UserInput, exceptId?: number, currentCourse?: number | null) => {
    if (input.email && (await repo.emailTaken(input.email, exceptId)))
      throw AppError.validation('email', userMessages.emailTaken, 'unique');
    if (input.ra && (await repo.raTaken(input.ra, exceptId)))
      throw AppError.validation('ra', userMessages.raTaken, 'unique');
    if (input.id_course !== undefined && !(await opts.courses.selectable(input.id_course, currentCourse))) {
      throw AppError.validation('id_course', userMessages.courseNotFound, 'exists');
    }
  };

  return {
    get,

    async list(filter: UserFilter, page: number, limit: number) {
      const { total, rows } = await repo.list(filter, limit, pageOffset(page, limit));
      return { meta: paginationMeta(total, page, limit), data: await withCompanies(rows) };
    },

    async create(
      input: Required<Pick<UserInput, 'name' | 'email' | 'password' | 'is_active' | 'role_id'>> & UserInput,
      ctx?: RequestContext,
    ): Promise<User> {
      const email = input.email.toLowerCase();
      const isStudent = input.role_id === ROLE_ID.student;
      await checkUnique({ ...input, email, ...(!isStudent && { ra: undefined, id_course: undefined }) });
      const id = await repo.insert(
        {
          name: input.name,
          email,
          password_hash: await hashPassword(input.password),
          is_active: input.is_active,
          role_id: input.role_id,
          // Only a representative created inactive waits for activation; anyone else is disabled.
          activated_at: input.is_active || input.role_id !== ROLE_ID.representative ? new Date() : null,
        },
        isStudent ? { ra: input.ra!, id_course: input.id_course, disability: input.disability } : undefined,
      );
      // Without a context: a self sign-up (nobody signed in).
      const target = { type: 'user' as const, id, label: email };
      await opts.audit.record({
        action: 'user.created',
        actor: ctx?.actor ?? null,
        origin: ctx,
        target,
        details: { role_id: input.role_id, is_active: input.is_active },
      });
      return get(id);
    },

    async update(id: number, input: UserInput, ctx?: RequestContext): Promise<User> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
      if (current.role_id === ROLE_ID.admin) throw new AppError('FORBIDDEN', userMessages.adminLocked);
      const becomesStudent =
        input.role_id !== undefined && (input.role_id === ROLE_ID.student) !== (current.role_id === ROLE_ID.student);
      if (becomesStudent)
        throw AppError.validation('role_id', 'A função Estudante não pode ser trocada por outra, nem o contrário.');
      const email = input.email?.toLowerCase();
      // RA and course belong to students only; for anyone else they are ignored.
      await checkUnique(
        { ...input, email, ...(!current.student_id && { ra: undefined, id_course: undefined }) },
        id,
        current.id_course,
      );
      await repo.update(
        id,
        {
          ...(input.name !== undefined && { name: input.name }),
          ...(email !== undefined && { email }),
          ...(input.is_active !== undefined && { is_active: input.is_active }),
          ...(input.role_id !== undefined && { role_id: input.role_id }),
          ...(input.password !== undefined && { password_hash: await hashPassword(input.password) }),
        },
        current.student_id
          ? {
              ...(input.ra !== undefined && { ra: input.ra }),
              ...(input.id_course !== undefined && { id_course: input.id_course }),
              ...(input.disability !== undefined && { disability: input.disability }),
            }
          : undefined,
      );
      opts.sessionsChanged?.();
      const by = {
        actor: ctx?.actor ?? null,
        origin: ctx,
        target: { type: 'user' as const, id, label: email ?? current.email },
      };
      if (input.role_id !== undefined && input.role_id !== current.role_id) {
        await opts.audit.record({
          ...by,
          action: 'user.role_changed',
          details: { from: current.role_id, to: input.role_id },
        });
      }
      if (email !== undefined && email !== current.email)
        await opts.audit.record({ ...by, action: 'user.email_changed', details: { from: current.email, to: email } });
      if (input.password !== undefined) await opts.audit.record({ ...by, action: 'user.password_changed' });
      // Health data (LGPD art. 5 II) that lifts a legal limit (Lei 11.788/2008 art. 11): who changed it is kept.
      if (current.student_id && input.disability !== undefined && input.disability !== current.disability)
        await opts.audit.record({ ...by, action: 'student.disability_changed', details: { to: input.disability } });
      if (input.is_active !== undefined && input.is_active !== current.is_active) {
        await opts.audit.record({ ...by, action: input.is_active ? 'user.activated' : 'user.deactivated' });
        if (input.is_active && isRepresentative({ role_id: current.role_id as RoleId }))
          await opts.activated?.(email ?? current.email, input.name ?? current.name);
      }
      return get(id);
    },

    adminEmails: () => repo.adminEmails(),

    importStudents: (csv: string, dryRun: boolean) =>
      importStudents(csv, dryRun, {
        courses: () => opts.courses.list(),
        existing: (ras, emails) => repo.existing(ras, emails),
        welcome: opts.welcome,
        // scrypt runs on libuv's thread pool: hashing a chunk at once uses every thread. Rows without
        // a password get a locked hash; the welcome link lets the student choose one.
        createMany: async (rows) =>
          repo.insertStudents(
            await Promise.all(
              rows.map(async (r) => ({
                name: r.name,
                email: r.email,
                ra: r.ra,
                id_course: r.courseId,
                password_hash: r.password ? await hashPassword(r.password) : lockedPasswordHash(),
              })),
            ),
          ),
      }),

    /** Undoes a user just created by a flow that failed half-way (sign-up). */
    discard: (id: number) => repo.remove(id),

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('NOT_FOUND', 'Usuário não encontrado');
      if (current.id === actor.id) throw new AppError('FORBIDDEN', userMessages.selfDelete);
      if (current.role_id === ROLE_ID.admin) throw new AppError('FORBIDDEN', userMessages.adminLocked);
      if ((await repo.countCompanies(id)) > 0) throw new AppError('CONFLICT', userMessages.hasCompanies);
      await repo.remove(id);
      opts.sessionsChanged?.();
      await opts.audit.record({
        action: 'user.deleted',
        actor,
        origin,
        target: { type: 'user', id, label: current.email },
        details: { role_id: current.role_id },
      });
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;

import { ROLE_ID } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionWithExecutor, type SqlExecutor } from '../../db/queue-executor.ts';
import { followUpQueries } from './internships.follow-up.repository.ts';
import { amendmentQueries } from './internships.amendments.repository.ts';
import {
  agreements,
  applications,
  companies,
  contractTypes,
  courses,
  internships,
  internshipSignatures,
  jobs,
  students,
  users,
} from '../../db/schema/index.ts';

export type InternshipInsert = typeof internships.$inferInsert;
export type SignatureInsert = typeof internshipSignatures.$inferInsert;
export interface InternshipFilter {
  status?: string;
  companies_id?: number;
  ra?: string;
  course?: number;
  owner_id?: number;
  student_user_id?: number;
}

const studentUser = users;
// A TCE kept after its student's erasure has no student row: the names it was signed with stand in.
const full = {
  row: internships,
  student_name: sql<string>`coalesce(${studentUser.name}, ${internships.student_name})`,
  student_email: studentUser.email,
  student_user_id: studentUser.id,
  student_ra: sql<string>`coalesce(${students.ra}, ${internships.student_ra})`,
  student_course: sql<string | null>`coalesce(${courses.name}, ${internships.student_course})`,
  company_name: companies.name,
  company_cnpj: companies.cnpj,
  owner_id: companies.user_id,
  agreement_number: agreements.number,
  agreement_ends_on: agreements.ends_on,
};

const queries = (db: Db) => {
  const select = () =>
    db
      .select(full)
      .from(internships)
      .leftJoin(students, eq(students.id, internships.students_id))
      .leftJoin(studentUser, eq(studentUser.id, students.id_user))
      .leftJoin(courses, eq(courses.id, students.id_course))
      .innerJoin(companies, eq(companies.id, internships.companies_id))
      .innerJoin(agreements, eq(agreements.id, internships.agreements_id));
  return {
    ...followUpQueries(db),
    ...amendmentQueries(db),
    async get(id: number, lock = false) {
      const q = select().where(eq(internships.id, id));
      const [row] = await (lock ? q.for('update', { of: internships }) : q);
      return row;
    },
    /** The student's TCEs, for the LGPD export. */
    ofStudent(studentsId: number) {
      return select().where(eq(internships.students_id, studentsId)).orderBy(asc(internships.id));
    },
    async byCode(code: string) {
      const [row] = await select().where(eq(internships.verification_code, code));
      return row;
    },
    signatures(id: number) {
      return db
        .select()
        .from(internshipSignatures)
        .where(eq(internshipSignatures.internships_id, id))
        .orderBy(asc(internshipSignatures.signed_at), asc(internshipSignatures.id));
    },
    async insert(v: InternshipInsert) {
      const [row] = await db.insert(internships).values(v).returning({ id: internships.id });
      return row!.id;
    },
    /** A status change with its columns, or a draft's columns written again. */
    async setStatus(id: number, patch: Partial<InternshipInsert>) {
      await db
        .update(internships)
        .set({ ...patch, updated_at: new Date() })
        .where(eq(internships.id, id));
    },
    async insertSignature(v: SignatureInsert) {
      const [row] = await db.insert(internshipSignatures).values(v).returning();
      return row!;
    },
    /** Active internships the supervisor (by e-mail) follows now (art. 9 III). */
    async supervisorLoad(email: string) {
      const [row] = await db
        .select({ n: count() })
        .from(internships)
        .where(
          and(eq(internships.status, 'active'), sql`lower(${internships.supervisor_email}) = ${email.toLowerCase()}`),
        );
      return row?.n ?? 0;
    },
    /** The student's other internships at the company that count toward the 2 years (art. 11). */
    periodsAtCompany(studentsId: number, companiesId: number, exceptId?: number) {
      return db
        .select({ id: internships.id, starts_on: internships.starts_on, ends_on: internships.ends_on })
        .from(internships)
        .where(
          and(
            eq(internships.students_id, studentsId),
            eq(internships.companies_id, companiesId),
            ne(internships.status, 'cancelled'),
            exceptId === undefined ? undefined : ne(internships.id, exceptId),
          ),
        );
    },
    async studentByRa(ra: string) {
      const [row] = await db
        .select({ id: students.id, disability: students.disability })
        .from(students)
        .innerJoin(users, eq(users.id, students.id_user))
        .where(and(eq(students.ra, ra), sql`${users.deleted_at} is null`));
      return row;
    },
    async studentById(id: number) {
      const [row] = await db
        .select({ id: students.id, disability: students.disability, ra: students.ra })
        .from(students)
        .where(eq(students.id, id));
      return row;
    },
    async company(id: number) {
      const [row] = await db
        .select({ id: companies.id, owner_id: companies.user_id })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    },
    async application(id: number) {
      const [row] = await db
        .select({
          id: applications.id,
          stage: applications.stage,
          student_id: applications.student_id,
          ra: students.ra,
          companies_id: jobs.companies_id,
          owner_id: companies.user_id,
          contract_type: contractTypes.name,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.job_id))
        .innerJoin(companies, eq(companies.id, jobs.companies_id))
        .innerJoin(students, eq(students.id, applications.student_id))
        .leftJoin(contractTypes, eq(contractTypes.id, jobs.contract_types_id))
        .where(eq(applications.id, id));
      return row;
    },
    async list(f: InternshipFilter, limit: number, offset: number) {
      const where = and(
        f.status ? eq(internships.status, f.status) : undefined,
        f.companies_id ? eq(internships.companies_id, f.companies_id) : undefined,
        f.ra ? eq(students.ra, f.ra) : undefined,
        f.course ? eq(students.id_course, f.course) : undefined,
        f.owner_id ? eq(companies.user_id, f.owner_id) : undefined,
        f.student_user_id ? eq(students.id_user, f.student_user_id) : undefined,
      );
      const byStatusWhere = and(
        f.companies_id ? eq(internships.companies_id, f.companies_id) : undefined,
        f.ra ? eq(students.ra, f.ra) : undefined,
        f.course ? eq(students.id_course, f.course) : undefined,
        f.owner_id ? eq(companies.user_id, f.owner_id) : undefined,
        f.student_user_id ? eq(students.id_user, f.student_user_id) : undefined,
      );
      const [rows, counts] = await Promise.all([
        select().where(where).orderBy(desc(internships.id)).limit(limit).offset(offset),
        db
          .select({ status: internships.status, n: count() })
          .from(internships)
          .leftJoin(students, eq(students.id, internships.students_id))
          .innerJoin(companies, eq(companies.id, internships.companies_id))
          .where(byStatusWhere)
          .groupBy(internships.status),
      ]);
      return { rows, counts };
    },
    /** Every signed TCE's signature rows, for the list's 'next party' column. */
    signaturesOf(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ internships_id: internshipSignatures.internships_id, party: internshipSignatures.party })
        .from(internshipSignatures)
        .where(inArray(internshipSignatures.internships_id, ids));
    },
    /** The university's signers: active administrators, told when it is the institution's turn. */
    admins() {
      return db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role_id, ROLE_ID.admin), eq(users.is_active, true), sql`${users.deleted_at} is null`));
    },
    async ownerContact(companiesId: number) {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.user_id))
        .where(eq(companies.id, companiesId));
      return row;
    },
  };
};
export type InternshipQueries = ReturnType<typeof queries>;
export type InternshipRow = NonNullable<Awaited<ReturnType<InternshipQueries['get']>>>;

/** Internships, their signatures and the facts the law's checks need: SQL only. */
export const createInternshipsRepository = (db: Db) => ({
  ...queries(db),
  /**
   * The LGPD erasure's part (docs/decisions/018-internships-tce.md#lgpd): a TCE with its frozen
   * document is detached from the student and keeps the name, RA and course it was signed with;
   * every other TCE of the student goes, with its signatures. Answers how many of each.
   */
  eraseStudent(studentsId: number): Promise<{ kept: number; removed: number }> {
    return db.transaction(async (tx) => {
      const kept = await tx
        .update(internships)
        .set({
          students_id: null,
          student_name: sql`(select u.name from students s join users u on u.id = s.id_user where s.id = ${studentsId})`,
          student_ra: sql`(select s.ra from students s where s.id = ${studentsId})`,
          student_course: sql`(select c.name from students s join courses c on c.id = s.id_course where s.id = ${studentsId})`,
          updated_at: new Date(),
        })
        .where(and(eq(internships.students_id, studentsId), sql`${internships.document_sha256} is not null`))
        .returning({ id: internships.id });
      const removed = await tx
        .delete(internships)
        .where(eq(internships.students_id, studentsId))
        .returning({ id: internships.id });
      return { kept: kept.length, removed: removed.length };
    });
  },
  transaction<T>(fn: (repo: InternshipQueries, executor: SqlExecutor) => Promise<T>): Promise<T> {
    return transactionWithExecutor(db, queries, fn);
  },
});
export type InternshipsRepository = ReturnType<typeof createInternshipsRepository>;

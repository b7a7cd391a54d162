import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { auditMessages } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { folded } from '../../lib/text-match.ts';
import {
  applications,
  auditLog,
  authTokens,
  bookmarks,
  companies,
  complementaryActivities,
  events,
  jobs,
  privacyAudit,
  professionalExperiences,
  rateLimits,
  skills,
  students,
  terms,
  termSignatures,
  users,
} from '../../db/schema/index.ts';

export type PrivacyAction = 'export' | 'deletion';
export interface AuditEntry {
  action: PrivacyAction;
  actorUserId: number;
  studentId: number;
  subjectUserId: number;
  ip: string | null;
  details?: object;
}

/**
 * LGPD reads and erasure across the tables that hold a student's data. It reads other modules'
 * tables on purpose: one place knows everything the portal keeps about a person.
 */
export const createPrivacyRepository = (db: Db) => ({
  async user(userId: number) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role_id: users.role_id,
        is_active: users.is_active,
        created_at: users.created_at,
        updated_at: users.updated_at,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row!;
  },

  async applications(studentId: number) {
    return db
      .select({
        id: applications.id,
        job_id: applications.job_id,
        job_title: jobs.title,
        company: companies.name,
        hired: applications.hired,
        created_at: applications.created_at,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.job_id))
      .innerJoin(companies, eq(companies.id, jobs.companies_id))
      .where(eq(applications.student_id, studentId))
      .orderBy(desc(applications.created_at));
  },

  async bookmarks(studentId: number) {
    return db
      .select({ id: bookmarks.id, job_id: bookmarks.job_id, job_title: jobs.title, created_at: bookmarks.created_at })
      .from(bookmarks)
      .innerJoin(jobs, eq(jobs.id, bookmarks.job_id))
      .where(eq(bookmarks.student_id, studentId))
      .orderBy(desc(bookmarks.created_at));
  },

  async termSignatures(userId: number) {
    return db
      .select({ term_id: termSignatures.term_id, type: terms.type, signed_at: termSignatures.signed_at })
      .from(termSignatures)
      .innerJoin(terms, eq(terms.id, termSignatures.term_id))
      .where(eq(termSignatures.user_id, userId));
  },

  /**
   * One transaction: removes the student row (with every resume item, application, bookmark and
   * hour record), the term signatures, every session and the rate-limit counters keyed by their
   * e-mail or RA, then anonymises the account so it can never sign in again. Answers row counts.
   */
  async erase(
    s: { studentId: number; userId: number; email: string; ra: string },
    audit: AuditEntry,
  ): Promise<Record<string, number>> {
    return db.transaction(async (tx) => {
      const count = async (q: Promise<unknown[]>) => (await q).length;
      const byStudent = <
        T extends
          | typeof applications
          | typeof bookmarks
          | typeof skills
          | typeof professionalExperiences
          | typeof events
          | typeof complementaryActivities,
      >(
        table: T,
      ) => count(tx.delete(table).where(eq(table.student_id, s.studentId)).returning({ id: table.id }));
      const removed: Record<string, number> = {
        applications: await byStudent(applications),
        bookmarks: await byStudent(bookmarks),
        skills: await byStudent(skills),
        professional_experiences: await byStudent(professionalExperiences),
        events: await byStudent(events),
        complementary_activities: await byStudent(complementaryActivities),
        term_signatures: await count(
          tx
            .delete(termSignatures)
            .where(eq(termSignatures.user_id, s.userId))
            .returning({ id: termSignatures.term_id }),
        ),
        sessions: await count(
          tx.delete(authTokens).where(eq(authTokens.user_id, s.userId)).returning({ id: authTokens.id }),
        ),
        students: await count(tx.delete(students).where(eq(students.id, s.studentId)).returning({ id: students.id })),
      };
      await tx
        .delete(rateLimits)
        .where(inArray(rateLimits.key, [`login:acct:${s.email}`, `forgot:acct:${s.email}`, `login:ra:${s.ra}`]));
      await tx
        .update(users)
        .set({
          name: 'Usuário removido',
          email: `removido-${s.userId}@removido.invalid`,
          // Not a valid hash of any password: the account can never sign in again.
          password_hash: `removed:${randomBytes(24).toString('base64url')}`,
          is_active: false,
          deleted_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, s.userId));
      await forgetInAuditLog(tx, s);
      await tx.insert(privacyAudit).values({ ...auditValues(audit), details: { removed } });
      return removed;
    });
  },

  async audit(entry: AuditEntry): Promise<void> {
    await db.insert(privacyAudit).values(auditValues(entry));
  },

  async auditFor(studentId: number) {
    return db.select().from(privacyAudit).where(eq(privacyAudit.student_id, studentId)).orderBy(privacyAudit.id);
  },
});

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The audit log keeps ids, times and addresses of what the person did (security and the legal
 * record of access), but no longer their e-mail or RA: as actor, as the login typed in a refused
 * sign-in, or as the account an entry is about.
 */
const forgetInAuditLog = async (tx: Tx, s: { userId: number; email: string; ra: string }) => {
  const removed = auditMessages.removedPerson;
  const aboutThem = and(eq(auditLog.target_type, 'user'), eq(auditLog.target_id, s.userId));
  const typed = sql`${folded(auditLog.actor_label)} in (public.immutable_unaccent(lower(${s.email})), public.immutable_unaccent(lower(${s.ra})))`;
  // A refused sign-in has no actor; the login typed named them (found by account, or by the text).
  const refused = and(isNull(auditLog.actor_user_id), or(aboutThem, typed));
  await tx
    .update(auditLog)
    .set({ actor_label: removed })
    .where(or(eq(auditLog.actor_user_id, s.userId), refused));
  await tx.update(auditLog).set({ target_label: removed }).where(aboutThem);
};

const auditValues = (e: AuditEntry) => ({
  action: e.action,
  actor_user_id: e.actorUserId,
  student_id: e.studentId,
  subject_user_id: e.subjectUserId,
  ip: e.ip?.slice(0, 64) ?? null,
  details: e.details ?? null,
});

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;

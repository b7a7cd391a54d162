import { auditMessages, privacyMessages, type DataDeletionResult, type StudentExport } from '@portal/contracts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { ComplementaryActivitiesService } from '../complementary-activities/complementary-activities.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ProfessionalExperiencesService } from '../professional-experiences/professional-experiences.service.ts';
import type { SkillsService } from '../skills/skills.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { studentRecordFields } from '../students/student-record.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

/** Whose data a request is about. */
export interface PrivacySubject {
  studentId: number;
  userId: number;
  ra: string;
}

/**
 * A module that keeps more data about students (the professional stage, for example) registers
 * one of these in the composition root; export and deletion then include it.
 */
export interface PrivacyContributor {
  /** Key under `other` in the export and in the deletion's `removed` counts. */
  name: string;
  /** Everything the module holds about the subject, as JSON, with the storage keys of its files. */
  export(subject: PrivacySubject): Promise<{ data: unknown; files?: Array<{ field: string; key: string }> }>;
  /** Removes the module's rows; answers how many and the storage keys to delete afterwards. */
  erase(subject: PrivacySubject): Promise<{ removed: number; files: string[] }>;
}

const iso = (d: Date) => d.toISOString();

export interface PrivacyDeps {
  repo: PrivacyRepository;
  access: StudentAccess;
  files: FilesService;
  skills: SkillsService;
  experiences: ProfessionalExperiencesService;
  events: EventsService;
  complementary: ComplementaryActivitiesService;
  audit: AuditService;
  /** The erased account's sessions end (auth's session cache). */
  sessionsChanged?: () => void;
  /** The actor's own password, typed again: 422 on `password` when wrong, 429 past the limit (auth). */
  confirmPassword: (actor: AuthUser, password: string, origin: RequestOrigin) => Promise<void>;
}

/**
 * LGPD data rights: a full JSON export and an erasure, both for the student or an administrator,
 * both after the actor's password again, both audited.
 */
export const createPrivacyService = (deps: PrivacyDeps) => {
  const { repo, access, files } = deps;
  const contributors: PrivacyContributor[] = [];

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorize: (actor: AuthUser, studentId: number) => access.ownerOrAdmin(actor, studentId),

    register(contributor: PrivacyContributor): void {
      if (contributors.some((c) => c.name === contributor.name))
        throw new Error(`privacy contributor registered twice: ${contributor.name}`);
      contributors.push(contributor);
    },

    async exportData(
      actor: AuthUser,
      studentId: number,
      password: string,
      ip: string | null,
      userAgent: string | null = null,
    ): Promise<StudentExport> {
      const { row } = await access.ownerOrAdmin(actor, studentId);
      await deps.confirmPassword(actor, password, { ip, userAgent });
      const s = row.student;
      const subject: PrivacySubject = { studentId: s.id, userId: s.id_user, ra: s.ra };
      const [user, skills, experiences, events, applications, bookmarks, hours, signatures, certificateKeys] =
        await Promise.all([
          repo.user(s.id_user),
          deps.skills.listForStudent(s.id),
          deps.experiences.listForStudent(s.id, false),
          deps.events.listForStudent(s.id, false),
          repo.applications(s.id),
          repo.bookmarks(s.id),
          deps.complementary.listForStudent(s.id),
          repo.termSignatures(s.id_user),
          deps.events.fileKeys(s.id),
        ]);
      const fileRefs = [
        ...(s.profile_picture ? [{ field: 'student.profile_picture', key: s.profile_picture }] : []),
        ...certificateKeys.map((key) => ({ field: 'events.certificate', key })),
      ];
      const other: Record<string, unknown> = {};
      for (const c of contributors) {
        const part = await c.export(subject);
        other[c.name] = part.data;
        fileRefs.push(...(part.files ?? []));
      }
      await repo.audit({ action: 'export', actorUserId: actor.id, studentId: s.id, subjectUserId: s.id_user, ip });
      await deps.audit.record({
        action: 'student.exported',
        actor,
        origin: { ip, userAgent },
        target: { type: 'student', id: s.id },
        details: { user_id: s.id_user },
      });
      return {
        generated_at: new Date().toISOString(),
        user: { ...user, created_at: iso(user.created_at), updated_at: iso(user.updated_at) },
        student: {
          ...studentRecordFields(row, files),
          created_at: iso(s.created_at),
          updated_at: iso(s.updated_at),
        },
        skills,
        professional_experiences: experiences,
        events,
        applications: applications.map((a) => ({ ...a, created_at: iso(a.created_at) })),
        bookmarks: bookmarks.map((b) => ({ ...b, created_at: iso(b.created_at) })),
        complementary_activities: hours,
        term_signatures: signatures.map((t) => ({ ...t, signed_at: iso(t.signed_at) })),
        files: fileRefs.map((f) => ({ ...f, url: files.url(f.key) })),
        other,
      };
    },

    /**
     * Other modules erase first, then one transaction removes the portal's rows and anonymises the
     * account; files go last. A failure part-way leaves the request safe to repeat.
     */
    async deleteData(
      actor: AuthUser,
      studentId: number,
      password: string,
      ip: string | null,
      userAgent: string | null = null,
    ): Promise<DataDeletionResult> {
      const { row, owner } = await access.ownerOrAdmin(actor, studentId);
      await deps.confirmPassword(actor, password, { ip, userAgent });
      const s = row.student;
      const subject: PrivacySubject = { studentId: s.id, userId: s.id_user, ra: s.ra };
      const keys = [...(s.profile_picture ? [s.profile_picture] : []), ...(await deps.events.fileKeys(s.id))];
      const other: Record<string, number> = {};
      for (const c of contributors) {
        const done = await c.erase(subject);
        other[c.name] = done.removed;
        keys.push(...done.files);
      }
      const removed = await repo.erase(
        { studentId: s.id, userId: s.id_user, email: row.user.email, ra: s.ra },
        { action: 'deletion', actorUserId: actor.id, studentId: s.id, subjectUserId: s.id_user, ip },
      );
      deps.sessionsChanged?.();
      for (const key of keys) await files.remove(key);
      // The erasure has just removed their e-mail from the log; a student erasing themselves stays unnamed.
      const actorLabel = owner ? auditMessages.removedPerson : undefined;
      await deps.audit.record({
        action: 'student.erased',
        actor,
        actorLabel,
        origin: { ip, userAgent },
        target: { type: 'student', id: s.id },
        details: { user_id: s.id_user },
      });
      return {
        message: privacyMessages.deleted,
        student_id: s.id,
        removed: { ...removed, ...other },
        files_removed: keys.length,
        signed_out: owner,
      };
    },

    auditFor: (studentId: number) => repo.auditFor(studentId),
  };
};

export type PrivacyService = ReturnType<typeof createPrivacyService>;

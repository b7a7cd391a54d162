import { studentMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin, isStudent, isRepresentative, forbidden, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentRow, StudentsRepository } from './students.repository.ts';

/**
 * Who may reach a student's resume (docs/spec/06-roles.md#role-matrix, docs/spec/12-accounts-security.md#authorization): the student reads and writes;
 * admins read; a representative reads only students who applied to one of their jobs.
 * Every resume module asks here before touching a student's data.
 */
export const createStudentAccess = (repo: StudentsRepository) => {
  const load = async (id: number): Promise<StudentRow> => {
    const row = await repo.findById(id);
    if (!row || row.user.deleted_at) throw new AppError('NOT_FOUND', studentMessages.notFound);
    return row;
  };
  const isOwner = (actor: AuthUser, row: StudentRow) => isStudent(actor) && row.student.id_user === actor.id;

  /**
   * Only the student changes their resume; staff views are read-only. `notFound` is the message of
   * the object the request names (a resume item's own), so someone else's reads as a missing one.
   */
  const write = async (
    actor: AuthUser,
    id: number,
    notFound: string = studentMessages.notFound,
  ): Promise<StudentRow> => {
    const row = await load(id);
    if (!isOwner(actor, row)) throw notYours(notFound);
    return row;
  };

  return {
    load,

    /** `owner` false means a read-only staff view: items with visible = 0 must not be sent. */
    async read(actor: AuthUser, id: number): Promise<{ row: StudentRow; owner: boolean }> {
      const row = await load(id);
      if (isOwner(actor, row)) return { row, owner: true };
      if (isAdmin(actor)) return { row, owner: false };
      if (isRepresentative(actor) && (await repo.appliedToRepresentative(id, actor.id))) return { row, owner: false };
      throw notYours(studentMessages.notFound);
    },

    write,

    /** The signed-in student's own record, or the one named in the body (which must be theirs). */
    async writeOwnOrGiven(actor: AuthUser, studentId: number | undefined): Promise<StudentRow> {
      if (studentId !== undefined) return write(actor, studentId);
      const own = isStudent(actor) ? actor.student_id : null;
      if (own === null) throw forbidden();
      return write(actor, own);
    },

    /** Data rights (export, deletion): the student or an administrator. */
    async ownerOrAdmin(actor: AuthUser, id: number): Promise<{ row: StudentRow; owner: boolean }> {
      const row = await load(id);
      if (isOwner(actor, row)) return { row, owner: true };
      if (isAdmin(actor)) return { row, owner: false };
      throw notYours(studentMessages.notFound);
    },
  };
};

export type StudentAccess = ReturnType<typeof createStudentAccess>;

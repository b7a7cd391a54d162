import { bookmarkMessages, jobMessages, type Bookmark, type StudentBookmark } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentJobsService } from '../student-jobs/student-jobs.service.ts';
import type { BookmarksRepository } from './bookmarks.repository.ts';
import { notYours } from '../../lib/access.ts';

/** Bookmarks ('Minhas vagas'): a student sees, adds and removes only their own. */
export const createBookmarksService = (deps: { repo: BookmarksRepository; studentJobs: StudentJobsService }) => {
  const { repo, studentJobs } = deps;

  const owned = async (actor: AuthUser, id: number) => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', bookmarkMessages.notFound);
    if (row.student_id !== studentJobs.studentOf(actor)) throw notYours(bookmarkMessages.notFound);
    return row;
  };
  const assertOwnStudent = (actor: AuthUser, studentId: number | undefined) => {
    if (studentId !== undefined && studentId !== studentJobs.studentOf(actor))
      throw notYours(bookmarkMessages.notYours);
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorizeAdd: async (actor: AuthUser, studentId: number | undefined) => assertOwnStudent(actor, studentId),
    authorizeItem: owned,

    async list(actor: AuthUser): Promise<StudentBookmark[]> {
      const studentId = studentJobs.studentOf(actor);
      const rows = await repo.listOf(studentId);
      const cards = await studentJobs.cards(
        studentId,
        rows.map((r) => r.job_id),
      );
      return rows.flatMap((r) => {
        const job = cards.get(r.job_id);
        return job ? [{ id: r.id, job_id: r.job_id, job }] : [];
      });
    },

    async add(actor: AuthUser, input: { student_id: number; job_id: number }): Promise<Bookmark> {
      const studentId = studentJobs.studentOf(actor);
      assertOwnStudent(actor, input.student_id);
      if (!(await repo.jobExists(input.job_id))) throw new AppError('NOT_FOUND', jobMessages.notFound);
      const row = await repo.insert(studentId, input.job_id);
      if (!row) throw new AppError('CONFLICT', bookmarkMessages.duplicate);
      return row;
    },

    async remove(actor: AuthUser, id: number): Promise<void> {
      const row = await owned(actor, id);
      await repo.remove(id, row.student_id);
    },
  };
};

export type BookmarksService = ReturnType<typeof createBookmarksService>;

import type { Course } from '@portal/contracts';
import type { CoursesRepository } from './courses.repository.ts';

/** The university's courses: reference data for student accounts (docs/spec/12-accounts-security.md#students) and the CSV import. */
export const createCoursesService = (repo: CoursesRepository) => ({
  list: (): Promise<Course[]> => repo.list(),
  exists: (id: number): Promise<boolean> => repo.exists(id),
});

export type CoursesService = ReturnType<typeof createCoursesService>;

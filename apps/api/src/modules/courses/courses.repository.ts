import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

export const createCoursesRepository = (db: Db) => ({
  list: () => db.select({ id: courses.id, name: courses.name, id_knowledge_area: courses.id_knowledge_area }).from(courses).orderBy(asc(courses.name)),

  async exists(id: number): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
    return Boolean(row);
  },
});

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

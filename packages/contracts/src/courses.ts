import { z } from 'zod';

/** A course a student is enrolled in (docs/spec/03-entities.md#student: course {id, name, id_knowledge_area}). */
export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  id_knowledge_area: z.number().int().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/** `GET /api/courses`: every course, by name. */
export const coursesResponseSchema = z.object({ data: z.array(courseSchema) });

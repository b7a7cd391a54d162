import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recommendedJobListSchema } from '@portal/contracts';
import {
  applications,
  companies,
  courses,
  jobs,
  knowledgeAreas,
  professionalExperiences,
  skills,
  students,
} from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// docs/decisions/020-search-relevance.md#vagas-para-voce: reasons, exclusions, staff refused.
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, rep: S;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep'),
  ]);
  const db = t.database.db;
  const [course] = await db.select().from(courses).where(eq(courses.name, 'Administração'));
  const [other] = await db.select().from(knowledgeAreas).where(eq(knowledgeAreas.name, 'Saúde'));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Acme Tecnologia'));
  for (const s of [student, student2]) {
    await db.delete(skills).where(eq(skills.student_id, s.student_id!));
    await db.delete(professionalExperiences).where(eq(professionalExperiences.student_id, s.student_id!));
  }
  await db
    .update(students)
    .set({ id_course: course!.id, city: 'Macapá', state: 'AP' })
    .where(eq(students.id, student.student_id!));
  await db.insert(skills).values({ name: 'Excel', student_id: student.student_id! });
  const base = { companies_id: company!.id, state: 'AP', city: 'Macapá' };
  for (const [key, values] of [
    [
      'best',
      {
        title: 'Assistente Administrativo',
        description: 'Planilhas em Excel.',
        knowledge_areas_id: course!.id_knowledge_area,
      },
    ],
    [
      'nothing',
      { title: 'Enfermeiro', description: 'Plantões.', knowledge_areas_id: other!.id, state: 'RS', city: 'Pelotas' },
    ],
    [
      'applied',
      { title: 'Auxiliar Administrativo', description: 'Excel.', knowledge_areas_id: course!.id_knowledge_area },
    ],
    [
      'closed',
      {
        title: 'Analista Administrativo',
        description: 'Excel.',
        knowledge_areas_id: course!.id_knowledge_area,
        status: 2,
      },
    ],
  ] as const) {
    const [row] = await db
      .insert(jobs)
      .values({ ...base, ...values })
      .returning({ id: jobs.id });
    ids[key] = row!.id;
  }
  await db.insert(applications).values({ job_id: ids.applied!, student_id: student.student_id! });
});
afterAll(() => t.close());

const recommended = async (headers: Record<string, string>, limit = 20) => {
  const res = await t.app.inject({ url: `/api/jobs-for-student/recommended?limit=${limit}`, headers });
  return { status: res.statusCode, body: res.statusCode === 200 ? recommendedJobListSchema.parse(res.json()) : null };
};

describe('GET /api/jobs-for-student/recommended', () => {
  it('ranks jobs by what they share with the student, each with its reasons in Portuguese', async () => {
    const { body } = await recommended(student.headers);
    expect(body!.meta.resume).toBe(true);
    expect(body!.data[0]!.id).toBe(ids.best);
    expect(body!.data[0]!.reasons.slice(0, 3)).toEqual([
      'Para quem cursa Administração',
      'Pede Excel, que está no seu currículo',
      'Em Macapá - AP',
    ]);
    expect(body!.data.every((j) => j.reasons.length > 0)).toBe(true);
  });

  it('never lists a job applied to, a closed job, or one that shares nothing', async () => {
    const shown = (await recommended(student.headers)).body!.data.map((j) => j.id);
    for (const key of ['applied', 'closed', 'nothing']) expect(shown, key).not.toContain(ids[key]);
    expect((await recommended(student.headers, 1)).body!.data).toHaveLength(1);
  });

  it('tells a student without a resume, and refuses staff and bad limits', async () => {
    expect((await recommended(student2.headers)).body!.meta.resume).toBe(false);
    expect((await recommended(rep.headers)).status).toBe(403);
    expect((await recommended(student.headers, 0)).status).toBe(422);
    expect((await recommended(student.headers, 21)).status).toBe(422);
  });
});

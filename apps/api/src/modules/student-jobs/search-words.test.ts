import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentJobListSchema } from '@portal/contracts';
import { companies, jobs } from '../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

// docs/decisions/020-search-relevance.md#bulk-inserts: the vocabulary that typo tolerance looks
// words up in follows every insert and every update that changes a job's words, one statement at
// a time. Jobs in Roraima (no demo job is there).
let t: TestApp;
let student: Awaited<ReturnType<typeof loginAs>>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
  companyId = company!.id;
});
afterAll(() => t.close());

const known = async (words: string[]) =>
  (await t.database.run.query<{ word: string }>('select word from search_words where word = any($1::text[])', [words]))
    .map((r) => r.word)
    .sort();

const found = async (title: string) => {
  const res = await t.app.inject({
    url: `/api/jobs-for-student?${new URLSearchParams({ title, state: 'RR' })}`,
    headers: student.headers,
  });
  expect(res.statusCode).toBe(200);
  return studentJobListSchema.parse(res.json()).data.map((j) => j.id);
};

const job = (title: string, description: string) => ({
  title,
  description,
  state: 'RR',
  city: 'Boa Vista',
  companies_id: companyId,
});

describe('the words typo tolerance looks up', () => {
  it('holds every word of a bulk insert whose jobs share their texts', async () => {
    const rows = await t.database.db
      .insert(jobs)
      .values([
        job('Zootecnista Júnior', 'Manejo de rebanhos e piscicultura.'),
        job('Zootecnista Júnior', 'Manejo de rebanhos e piscicultura.'),
        job('Agrônomo Trainee', 'Manejo de rebanhos e piscicultura.'),
      ])
      .returning({ id: jobs.id });
    expect(await known(['zootecnista', 'junior', 'agronomo', 'trainee', 'rebanhos', 'piscicultura'])).toEqual([
      'agronomo',
      'junior',
      'piscicultura',
      'rebanhos',
      'trainee',
      'zootecnista',
    ]);
    expect((await found('zootecnsita')).sort()).toEqual(
      rows
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('adds the words an update writes, and keeps them when the job closes', async () => {
    const [row] = await t.database.db
      .insert(jobs)
      .values(job('Ornitólogo', 'Censo de aves.'))
      .returning({ id: jobs.id });
    expect(await known(['herpetologia'])).toEqual([]);
    await t.database.db.update(jobs).set({ description: 'Herpetologia de campo.' }).where(eq(jobs.id, row!.id));
    expect(await known(['herpetologia'])).toEqual(['herpetologia']);
    expect(await found('herpetolgoia')).toEqual([row!.id]);
    await t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, row!.id));
    expect(await known(['herpetologia', 'ornitologo'])).toEqual(['herpetologia', 'ornitologo']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, jobAlerts, jobs } from '../../db/schema/index.ts';
import { createClock } from '../../lib/clock.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { alertMatch } from '../student-jobs/student-jobs.sql.ts';
import { createAlertMatchingRepository } from '../job-alerts/job-alerts.matching.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, admin: S;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [student, admin] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'admin')]);
  const [company] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Acme Tecnologia'));
  for (const [key, title, description] of [
    ['dev', 'Desenvolvedor Mobile', 'Aplicativos.'],
    ['ti', 'Suporte ao Usuário', 'Atendimento na área de Tecnologia da Informação.'],
  ] as const) {
    const [row] = await t.database.db
      .insert(jobs)
      .values({ title, description, state: 'RR', city: 'Boa Vista', companies_id: company!.id })
      .returning({ id: jobs.id });
    ids[key] = row!.id;
  }
});
afterAll(() => t.close());

const searchIds = async (title: string) =>
  (
    await t.app.inject({
      url: `/api/jobs-for-student?state=RR&title=${encodeURIComponent(title)}`,
      headers: student.headers,
    })
  )
    .json()
    .data.map((j: { id: number }) => j.id);

const create = (terms: string[], headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/search-synonyms', headers, payload: { terms } });

describe('/api/search-synonyms', () => {
  it('applies the default synonyms to single words and phrases, and those the admins add', async () => {
    expect(await searchIds('dev')).toEqual([ids.dev]);
    expect(await searchIds('TI')).toEqual([ids.ti]);
    expect(await searchIds('helpdesk')).toEqual([]);
    const added = await create(['Helpdesk', 'suporte']);
    expect(added.statusCode).toBe(201);
    expect(added.json().terms).toEqual(['Helpdesk', 'suporte']);
    expect(await searchIds('helpdesk')).toEqual([ids.ti]);
    const list = await t.app.inject({ url: '/api/search-synonyms', headers: admin.headers });
    expect(list.json().data.map((s: { terms: string[] }) => s.terms)).toContainEqual(['Helpdesk', 'suporte']);
  });

  it('applies them to job alerts as to the search', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/job-alerts',
      headers: student.headers,
      payload: { name: 'Dev', title: 'dev', state: 'RR', frequency: 'daily' },
    });
    expect(res.statusCode).toBe(201);
    const since = new Date('2000-01-01T00:00:00Z');
    await t.database.db.update(jobAlerts).set({ created_at: since }).where(eq(jobAlerts.id, res.json().id));
    const found = await createAlertMatchingRepository(t.database.db, t.database.run, alertMatch).match({
      today: createClock().today(),
      frequencies: ['daily'],
      since,
    });
    expect(found.map((f) => f.job_id)).toEqual([ids.dev]);
  });

  it('refuses fewer than two different terms, and everyone but admins', async () => {
    expect((await create(['dev'])).statusCode).toBe(422);
    expect((await create(['Dev', 'dév'])).statusCode).toBe(422);
    expect((await create(['dev', 'desenvolvedor'], student.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/search-synonyms', headers: student.headers })).statusCode).toBe(403);
  });

  it('deletes a group, and answers 404 for one that is gone', async () => {
    const id = (await create(['rh', 'recursos humanos'])).json().id;
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/search-synonyms/${id}`, headers: admin.headers });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
  });
});

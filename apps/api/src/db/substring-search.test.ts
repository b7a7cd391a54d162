import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { orientations, users } from './schema/index.ts';
import { containsFolded } from '../lib/text-match.ts';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  await t.database.db
    .update(users)
    .set({ name: 'Bruno Conceição Araújo' })
    .where(eq(users.email, 'bruno.lima@aluno.demo.edu.br'));
});
afterAll(() => t.close());

/** The plan of a query with sequential scans priced out, so a usable index must show up. */
const planOf = (query: SQL): Promise<string> =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const res = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return res.rows.map((r) => Object.values(r)[0]).join('\n');
  });

describe('substring searches (migration 0006)', () => {
  it('use the trigram indexes on the expressions the queries spell', async () => {
    const usersPlan = await planOf(
      sql`select id from ${users} where ${containsFolded(users.name, 'conceição')} or ${containsFolded(users.email, 'acme')}`,
    );
    expect(usersPlan).toContain('users_name_trgm_idx');
    expect(usersPlan).toContain('users_email_trgm_idx');
    const titlePlan = await planOf(
      sql`select id from ${orientations} where ${containsFolded(orientations.title, 'vídeo')}`,
    );
    expect(titlePlan).toContain('orientations_title_trgm_idx');
  });

  it('match any part of the text without caring for case or accents', async () => {
    const get = (url: string) => t.app.inject({ url, headers: admin.headers }).then((r) => r.json());
    const byName = await get('/api/users?role=3&name=' + encodeURIComponent('CONCEICAO araujo'));
    expect(byName.data.map((u: { name: string }) => u.name)).toEqual(['Bruno Conceição Araújo']);
    const byEmail = await get('/api/users?role=2&name=ACME.COM');
    expect(byEmail.data.map((u: { email: string }) => u.email)).toEqual(['rh@acme.com.br']);
    expect((await get('/api/users?name=' + encodeURIComponent('a_a'))).data).toHaveLength(0);
    const titles = await get('/api/orientations?title=video');
    expect(titles.data.map((o: { title: string }) => o.title)).toEqual(['Entrevista por vídeo: como se preparar']);
    const apps = await get('/api/applications?name=' + encodeURIComponent('araújo'));
    expect(apps.data.length).toBe(2);
    expect(
      apps.data.every((a: { student: { user: { name: string } } }) => a.student.user.name === 'Bruno Conceição Araújo'),
    ).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, payload });

describe('skills', () => {
  it('lets the student add (at /skills/ as in the API table), rename and delete skills', async () => {
    const created = await call('POST', '/skills/', bruno.headers, {
      name: ' Excel avançado ',
      student_id: bruno.student_id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Excel avançado', student_id: bruno.student_id });
    const id = created.json().id;
    expect((await call('POST', '/skills', bruno.headers, { name: 'Negociação' })).statusCode).toBe(201);
    expect((await call('PUT', `/skills/${id}`, bruno.headers, { name: 'Excel' })).json().name).toBe('Excel');
    const listed = await call('GET', `/skills/student/${bruno.student_id}`, rep.headers);
    expect(listed.json().map((s: { name: string }) => s.name)).toEqual(['Excel', 'Negociação']);
    expect((await call('DELETE', `/skills/${id}`, bruno.headers)).statusCode).toBe(204);
    expect((await call('GET', `/skills/student/${bruno.student_id}`, bruno.headers)).json()).toHaveLength(1);
  });

  it('requires a name and refuses a duplicate in any case', async () => {
    const empty = await call('POST', '/skills', ana.headers, { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toMatchObject({ field: 'name', message: resumeMessages.required.skill });
    const dup = await call('POST', '/skills', ana.headers, { name: 'typescript' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toMatchObject({ field: 'name', message: resumeMessages.skillTaken });
    const sql = (await call('GET', `/skills/student/${ana.student_id}`, ana.headers))
      .json()
      .find((s: { name: string }) => s.name === 'SQL');
    expect((await call('PUT', `/skills/${sql.id}`, ana.headers, { name: 'REACT' })).statusCode).toBe(422);
    expect((await call('PUT', `/skills/${sql.id}`, ana.headers, { name: 'sql' })).statusCode).toBe(200);
  });

  it('refuses staff writes, other students and strangers', async () => {
    const skill = (await call('GET', `/skills/student/${ana.student_id}`, ana.headers)).json()[0];
    for (const who of [admin, rep, bruno]) {
      expect((await call('PUT', `/skills/${skill.id}`, who.headers, { name: 'Hack' })).statusCode).toBe(
        who === bruno ? 404 : 403,
      );
      expect((await call('DELETE', `/skills/${skill.id}`, who.headers)).statusCode).toBe(who === bruno ? 404 : 403);
    }
    expect(
      (await call('POST', '/skills', bruno.headers, { name: 'Hack', student_id: ana.student_id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/skills', admin.headers, { name: 'Hack', student_id: ana.student_id })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/skills', undefined, { name: 'Hack' })).statusCode).toBe(401);
    expect((await call('GET', `/skills/student/${ana.student_id}`, bruno.headers)).statusCode).toBe(404);
    expect((await call('PUT', '/skills/999999', ana.headers, { name: 'X' })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeMessages, type ProfessionalExperience } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, inactive: S, ana: S, bruno: S;
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, inactive, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'inactive'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
});
afterAll(() => t.close());

const valid = {
  company_name: 'Acme Tecnologia',
  city: 'Campinas',
  state: 'SP',
  department: 'Engenharia',
  role: 'Estagiária',
  description: 'Testes automatizados e revisão de código.',
  started: '2024-03-01',
  finished: '2024-12-20',
};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/professional-experiences${url}`, headers, payload });

describe('professional experiences', () => {
  it('lets the student add, edit, hide and delete their own', async () => {
    const created = await call('POST', '', ana.headers, valid);
    expect(created.statusCode).toBe(201);
    const exp = created.json() as ProfessionalExperience;
    expect(exp).toMatchObject({ ...valid, student_id: ana.student_id, visible: 1 });

    const edited = await call('PUT', `/${exp.id}`, ana.headers, { ...valid, role: 'Desenvolvedora' });
    expect(edited.json()).toMatchObject({ role: 'Desenvolvedora', visible: 1 });
    // 'Divulgar informação' off: only { visible } is sent.
    const hidden = await call('PUT', `/${exp.id}`, ana.headers, { visible: 0 });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ visible: 0, role: 'Desenvolvedora' });

    const own = (await call('GET', `/student/${ana.student_id}`, ana.headers)).json() as ProfessionalExperience[];
    expect(own.find((e) => e.id === exp.id)?.visible).toBe(0);
    for (const staff of [admin, rep]) {
      const seen = (await call('GET', `/student/${ana.student_id}`, staff.headers)).json() as ProfessionalExperience[];
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((e) => e.visible === 1)).toBe(true);
      expect(seen.some((e) => e.id === exp.id)).toBe(false);
    }
    expect((await call('PUT', `/${exp.id}`, ana.headers, { visible: true })).json().visible).toBe(1);
    expect((await call('DELETE', `/${exp.id}`, ana.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/${exp.id}`, ana.headers)).statusCode).toBe(404);
  });

  it('checks the fields of the validation rules and the date order', async () => {
    const empty = await call('POST', '', ana.headers, {});
    expect(empty.statusCode).toBe(422);
    const messages = empty.json().errors.map((e: { message: string }) => e.message);
    for (const key of [
      'company_name',
      'city',
      'state',
      'department',
      'role',
      'description',
      'started',
      'finished',
    ] as const) {
      expect(messages).toContain(resumeMessages.required[key]);
    }
    const reversed = await call('POST', '', ana.headers, { ...valid, started: '2024-05-01', finished: '2024-04-30' });
    expect(reversed.json().errors).toEqual([
      expect.objectContaining({ field: 'finished', message: resumeMessages.dateOrder }),
    ]);
    const bad = await call('POST', '', ana.headers, { ...valid, started: '2024-02-30' });
    expect(bad.json().errors[0]).toMatchObject({ field: 'started', message: resumeMessages.dateInvalid });
    const created = (await call('POST', '', ana.headers, valid)).json();
    // An edit that moves only the end before the stored start is refused too.
    const partial = await call('PUT', `/${created.id}`, ana.headers, { finished: '2023-01-01' });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors[0]).toMatchObject({ field: 'finished', message: resumeMessages.dateOrder });
    expect((await call('PUT', `/${created.id}`, ana.headers, { visible: 7 })).statusCode).toBe(422);
  });

  it('refuses staff writes, other students and strangers', async () => {
    const mine = (await call('POST', '', ana.headers, valid)).json();
    for (const who of [admin, rep, bruno]) {
      expect((await call('PUT', `/${mine.id}`, who.headers, { visible: 0 })).statusCode).toBe(
        who === bruno ? 404 : 403,
      );
      expect((await call('DELETE', `/${mine.id}`, who.headers)).statusCode).toBe(who === bruno ? 404 : 403);
    }
    // A student cannot write into someone else's resume by naming them.
    expect((await call('POST', '', bruno.headers, { ...valid, student_id: ana.student_id })).statusCode).toBe(404);
    expect((await call('POST', '', admin.headers, valid)).statusCode).toBe(403);
    expect((await call('POST', '', undefined, valid)).statusCode).toBe(401);
    expect((await call('GET', `/student/${ana.student_id}`)).statusCode).toBe(401);
    expect((await call('GET', `/student/${ana.student_id}`, bruno.headers)).statusCode).toBe(404);
    expect((await call('GET', `/student/${bruno.student_id}`, inactive.headers)).statusCode).toBe(404);
    expect((await call('GET', `/${mine.id}`, ana.headers)).statusCode).toBe(404);
  });
});

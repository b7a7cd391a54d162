import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatuses, refused, signInAll, type Sessions } from '../../test/access.ts';

let t: TestApp;
let s: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInAll(t.app);
});
afterAll(() => t.close());

describe('professional-stage login', () => {
  it('signs a student in by RA with the same session as the main login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stage/auth/login',
      payload: { ra: '2024001', password: 'Aluno@1234' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ type: 'bearer', role: 'ALUNO', user_id: s.ids.student });
    const list = await t.app.inject({
      url: '/api/stage/auditions',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(list.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/stage/auth/login',
      payload: { ra: '2024001', password: 'errada123' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().errors[0].message).toBe(messages.session.loginFailed);
    expect((await t.app.inject({ method: 'POST', url: '/api/stage/auth/login', payload: { ra: '' } })).statusCode).toBe(
      422,
    );
  });
});

describe('role matrix (docs/spec/06-roles.md#role-matrix: professional stage for students; admins read; representatives only the video service)', () => {
  it('refuses representatives and strangers on every stage route, before any validation', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/stage/auditions'],
      ['GET', '/api/stage/auditions/1'],
      ['POST', '/api/stage/auditions'],
      ['PUT', '/api/stage/auditions/1'],
      ['GET', '/api/stage/auditions/1/publish'],
      ['GET', '/api/stage/auditions/1/check'],
      ['DELETE', '/api/stage/auditions/1'],
      ['GET', '/api/stage/biometrics'],
      ['POST', '/api/stage/biometrics'],
      ['PUT', '/api/stage/biometrics/1'],
      ['DELETE', '/api/stage/biometrics/1'],
      ['GET', '/api/stage/activities'],
      ['GET', '/api/stage/activities/71'],
      ['POST', '/api/stage/activities'],
      ['PUT', '/api/stage/activities/71'],
      ['DELETE', '/api/stage/activities/71'],
      ['GET', '/api/stage/items'],
      ['POST', '/api/stage/items'],
      ['PUT', '/api/stage/check-items/1'],
      ['DELETE', '/api/stage/items/1'],
      ['POST', '/api/stage/recognitions'],
      ['GET', '/api/stage/s3/check-file?key=x'],
      ['POST', '/api/stage/uploads/sign'],
      ['POST', '/api/stage/face/compare'],
    ];
    for (const [method, url] of routes) {
      await expectStatuses(
        t.app,
        s,
        { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} },
        refused('rep', 'rep2', 'inactive'),
      );
    }
  });

  it('keeps student-only writes from admins and admin-only writes from students', async () => {
    for (const url of [
      '/api/stage/auditions',
      '/api/stage/biometrics',
      '/api/stage/recognitions',
      '/api/stage/uploads/sign',
    ]) {
      await expectStatuses(t.app, s, { method: 'POST', url, payload: {} }, { admin: 403 });
    }
    for (const [method, url] of [
      ['POST', '/api/stage/activities'],
      ['PUT', '/api/stage/activities/71'],
      ['DELETE', '/api/stage/activities/71'],
      ['POST', '/api/stage/items'],
      ['DELETE', '/api/stage/items/1'],
    ] as const) {
      await expectStatuses(t.app, s, { method, url, payload: method === 'DELETE' ? undefined : {} }, { student: 403 });
    }
    await expectStatuses(
      t.app,
      s,
      { method: 'GET', url: '/api/video/auditions/2024001/published' },
      { anonymous: 401, student: 403 },
    );
    await expectStatuses(t.app, s, { method: 'GET', url: '/api/interview/job/1' }, { anonymous: 401 });
  });

  it('answers JSON 404 for an unknown stage path', async () => {
    const res = await t.app.inject({ url: '/api/stage/nada', headers: s.student });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

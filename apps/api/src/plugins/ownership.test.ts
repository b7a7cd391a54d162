import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

/**
 * Ownership before validation (plugins/ownership.ts) for routes whose object is named in the body
 * or query beside other fields: someone else's reference with broken fields is refused as with
 * valid ones, never answered with the route's field errors.
 */
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let ana: S, bruno: S, gamma: S;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, gamma] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'rep2'),
  ]);
});
afterAll(() => t.close());

const send = (who: S, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who.headers });
const anaKey = () => `stage/${ana.user_id}/00000000-0000-0000-0000-000000000001.png`;

describe('ownership before validation, references in the body', () => {
  it("refuses another student's face photo in a comparison, whatever the other field holds", async () => {
    const res = await send(bruno, 'POST', '/api/stage/face/compare', { source: anaKey(), target: 123 });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().errors[0].field).toBeUndefined();
    // The owner with the same broken field gets the field error.
    const own = await send(ana, 'POST', '/api/stage/face/compare', { source: anaKey(), target: 123 });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0].field).toBe('target');
  });

  it("refuses another student's photo as a biometric and another student's term signature", async () => {
    const photo = await send(bruno, 'POST', '/api/stage/biometrics', { file_key: anaKey(), pose: 'sideways' });
    expect(photo.statusCode, photo.body).toBe(404);
    const sign = await send(bruno, 'POST', '/api/terms/sign', { user_id: ana.user_id, term_id: 'x' });
    expect(sign.statusCode, sign.body).toBe(404);
    expect((await send(ana, 'POST', '/api/terms/sign', { user_id: ana.user_id, term_id: 'x' })).statusCode).toBe(422);
  });

  it("refuses an application in another student's name before reading the job", async () => {
    const res = await send(bruno, 'POST', '/api/applications', { ra: '2024001', job_id: 'x' });
    expect(res.statusCode, res.body).toBe(404);
    expect((await send(ana, 'POST', '/api/applications', { ra: '2024001', job_id: 'x' })).statusCode).toBe(422);
  });

  it("refuses a representative a student's video CV by RA, for a malformed RA too", async () => {
    expect((await send(gamma, 'GET', '/api/video/auditions/2024001/published')).statusCode).toBe(404);
    expect((await send(gamma, 'GET', `/api/video/auditions/${'x'.repeat(40)}/published`)).statusCode).toBe(404);
  });
});

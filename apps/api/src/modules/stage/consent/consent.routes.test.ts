import { afterAll, beforeAll, expect, it } from 'vitest';
import { BIOMETRIC_CONSENT_VERSION, stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { PNG_1X1, put, webm } from '../stage.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signImage = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stage/uploads/sign',
    headers,
    payload: { file_name: 'rosto.png', content_type: 'image/png', size: PNG_1X1.length },
  });
const consent = (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET', version?: string) =>
  t.app.inject({
    method,
    url: '/api/stage/biometric-consent',
    headers,
    ...(method === 'POST' && { payload: { version } }),
  });

it('signs face images only after the current consent is recorded, with its version and time', async () => {
  const s = await loginAs(t.app, 'student');
  expect((await consent(s.headers)).json()).toEqual({ current_version: BIOMETRIC_CONSENT_VERSION, consent: null });
  const refused = await signImage(s.headers);
  expect(refused.statusCode, refused.body).toBe(403);
  expect(refused.json().errors[0].message).toBe(stageMessages.consentRequired);
  // A video needs no face-photo consent (it is recorded after the photos anyway).
  const video = await t.app.inject({
    method: 'POST',
    url: '/api/stage/uploads/sign',
    headers: s.headers,
    payload: { file_name: 'video.webm', content_type: 'video/webm', size: webm(100).length },
  });
  expect(video.statusCode).toBe(200);

  // An outdated text (an old page) is not consent to the current one.
  const old = await consent(s.headers, 'POST', '2020-01');
  expect(old.statusCode).toBe(422);
  expect(old.json().errors[0]).toMatchObject({ field: 'version', message: stageMessages.consentVersion });

  const before = Date.now();
  const given = await consent(s.headers, 'POST', BIOMETRIC_CONSENT_VERSION);
  expect(given.statusCode, given.body).toBe(200);
  const at = given.json().consent.accepted_at as string;
  expect(given.json().consent.version).toBe(BIOMETRIC_CONSENT_VERSION);
  expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
  // Accepting again keeps the first time.
  expect((await consent(s.headers, 'POST', BIOMETRIC_CONSENT_VERSION)).json().consent.accepted_at).toBe(at);
  expect((await consent(s.headers)).json().consent).toEqual({ version: BIOMETRIC_CONSENT_VERSION, accepted_at: at });

  const signed = await signImage(s.headers);
  expect(signed.statusCode, signed.body).toBe(200);
  expect((await put(t.app, signed.json().url, PNG_1X1, 'image/png')).statusCode).toBe(200);

  // Another student's consent is their own.
  const other = await loginAs(t.app, 'student2');
  expect((await consent(other.headers)).json().consent).toBeNull();
  expect((await signImage(other.headers)).statusCode).toBe(403);
});

it('is in the LGPD export, and erasure deletes every object of the student folder, attached or not', async () => {
  const s = await loginAs(t.app, 'student2');
  await consent(s.headers, 'POST', BIOMETRIC_CONSENT_VERSION);
  // Uploaded but never attached to a photo, a frame or a submission.
  const signed = await signImage(s.headers);
  expect((await put(t.app, signed.json().url, PNG_1X1, 'image/png')).statusCode).toBe(200);
  const key = signed.json().key as string;

  const exported = (
    await t.app.inject({
      method: 'POST',
      url: `/api/students/${s.student_id}/export`,
      headers: s.headers,
      payload: { password: 'Aluno@1234' },
    })
  ).json();
  expect(exported.other.professional_stage.biometric_consents).toEqual([
    { version: BIOMETRIC_CONSENT_VERSION, accepted_at: expect.any(String) },
  ]);

  const erased = await t.app.inject({
    method: 'POST',
    url: `/api/students/${s.student_id}/data-deletion`,
    headers: s.headers,
    payload: { confirm: 'excluir', password: 'Aluno@1234' },
  });
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().removed.professional_stage).toBe(1);
  expect(erased.json().files_removed).toBe(1);
  const admin = await loginAs(t.app, 'admin');
  const check = await t.app.inject({
    url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`,
    headers: admin.headers,
  });
  expect(check.json().exists).toBe(false);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType, ResumeEvent } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1 } from '../../test/multipart.ts';

// A PDF that would run script if a viewer opened it in the portal's origin.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
);

let t: TestApp;
let ana: Awaited<ReturnType<typeof loginAs>>;
let types: EventType[];
beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t.app, 'student');
  types = (await t.app.inject({ url: '/api/event-type', headers: ana.headers })).json();
});
afterAll(() => t.close());

const eventWith = async (certificate: { data: Buffer; name: string; type: string }): Promise<ResumeEvent> => {
  const form = await multipart({
    id_event_type: types[0]!.id,
    title: 'Semana de Tecnologia',
    sponsor: 'Universidade',
    started: '2024-10-01',
    finished: '2024-10-05',
    certificate,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { ...ana.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as ResumeEvent;
};

describe('stored files (docs/decisions/016-security-hardening.md)', () => {
  it('sends a PDF as a download, sandboxed and never sniffed', async () => {
    const event = await eventWith({ data: PDF, name: 'certificado.pdf', type: 'application/pdf' });
    const file = await t.app.inject({ url: event.certificate! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]+\.pdf"$/);
    const csp = String(file.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(csp).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
    // The page's policy (scripts from 'self') must not reach a stored file.
    expect(csp.some((d) => d.startsWith('script-src'))).toBe(false);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('shows a picture inline, under the same sandbox', async () => {
    const event = await eventWith({ data: PNG_1X1, name: 'c.png', type: 'image/png' });
    const file = await t.app.inject({ url: event.certificate! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('inline');
    expect(String(file.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('byte ranges of videos (a player seeks with them)', () => {
  it('answers 206 with the asked bytes, at most 1 MB at a time, and 416 past the end', async () => {
    const { upload } = await import('../stage/stage.test-helpers.ts');
    const { webm } = await import('../../test/webm.ts');
    const video = webm(3000);
    const key = await upload(t.app, ana.headers, video, 'video/webm');
    const admin = await loginAs(t.app, 'admin');
    const link = (
      await t.app.inject({ url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`, headers: admin.headers })
    ).json().url as string;
    const whole = await t.app.inject({ url: link });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ url: link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ url: link, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const past = await t.app.inject({ url: link, headers: { range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });
});

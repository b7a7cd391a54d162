import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeMessages, type EventType, type ResumeEvent } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { multipart, PNG_1X1 } from '../../test/multipart.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let admin: S, rep: S, ana: S, bruno: S;
let types: EventType[];
beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, ana, bruno] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
  ]);
  types = (await t.app.inject({ url: '/api/event-type', headers: ana.headers })).json();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fields = () => ({
  id_event_type: types[0]!.id,
  title: 'Semana de Tecnologia',
  sponsor: 'Universidade',
  started: '2024-10-01',
  finished: '2024-10-05',
});
const send = async (
  method: 'POST' | 'PUT',
  url: string,
  body: Parameters<typeof multipart>[0],
  headers?: Record<string, string>,
) => {
  const form = await multipart(body);
  return t.app.inject({ method, url: `/api${url}`, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const storedPath = (signedUrl: string) =>
  join(t.env.DATA_DIR, 'storage', signedUrl.replace(/^\/api\/files\//, '').split('?')[0]!);

describe('event types', () => {
  it('lists the types for any signed-in user, not for strangers', async () => {
    expect(types.map((x) => x.name)).toEqual(expect.arrayContaining(['Congresso', 'Curso', 'Workshop']));
    expect((await t.app.inject({ url: '/api/event-type', headers: rep.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/event-type' })).statusCode).toBe(401);
  });
});

describe('events', () => {
  it('stores a PDF certificate checked by its bytes, served through a signed link, replaced and removed with the event', async () => {
    const created = await send(
      'POST',
      '/events',
      { ...fields(), certificate: { data: PDF, name: 'certificado.pdf', type: 'application/pdf' } },
      ana.headers,
    );
    expect(created.statusCode).toBe(201);
    const event = created.json() as ResumeEvent;
    expect(event).toMatchObject({
      title: 'Semana de Tecnologia',
      certificate_type: 'file',
      visible: 1,
      event_type: { id: types[0]!.id },
    });
    const file = await t.app.inject({ url: event.certificate! });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const firstPath = storedPath(event.certificate!);
    expect(existsSync(firstPath)).toBe(true);

    const replaced = await send(
      'PUT',
      `/events/${event.id}`,
      { ...fields(), certificate: { data: PNG_1X1, name: 'c.png', type: 'image/png' } },
      ana.headers,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().certificate_type).toBe('file');
    expect(existsSync(firstPath)).toBe(false);
    const secondPath = storedPath(replaced.json().certificate);

    const linked = await send(
      'PUT',
      `/events/${event.id}`,
      { certificate: 'https://certificados.exemplo.br/abc' },
      ana.headers,
    );
    expect(linked.json()).toMatchObject({
      certificate: 'https://certificados.exemplo.br/abc',
      certificate_type: 'link',
      title: 'Semana de Tecnologia',
    });
    expect(existsSync(secondPath)).toBe(false);
    const cleared = await send('PUT', `/events/${event.id}`, { remove_certificate: '1' }, ana.headers);
    expect(cleared.json().certificate).toBeNull();

    const withFile = (
      await send(
        'POST',
        '/events',
        { ...fields(), certificate: { data: PDF, name: 'c.pdf', type: 'application/pdf' } },
        ana.headers,
      )
    ).json();
    const path = storedPath(withFile.certificate);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/events/${withFile.id}`, headers: ana.headers })).statusCode,
    ).toBe(204);
    expect(existsSync(path)).toBe(false);
  });

  it('toggles visibility with JSON { visible } and hides the event from staff', async () => {
    const event = (
      await send('POST', '/events', { ...fields(), title: 'Evento discreto', visible: '0' }, ana.headers)
    ).json() as ResumeEvent;
    expect(event.visible).toBe(0);
    for (const staff of [admin, rep]) {
      const seen = await t.app.inject({ url: `/api/events/student/${ana.student_id}`, headers: staff.headers });
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain('Evento discreto');
      const profile = await t.app.inject({ url: `/api/students/${ana.student_id}`, headers: staff.headers });
      expect(profile.body).not.toContain('Evento discreto');
    }
    const key = new URL(
      (await t.app.inject({ url: `/api/students/${ana.student_id}/share`, headers: ana.headers })).json().public_url,
    ).searchParams.get('key')!;
    const shared = `/api/students/${ana.student_id}/public?key=${encodeURIComponent(key)}`;
    const page = await t.app.inject({ url: shared });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Evento discreto');
    const shown = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      headers: ana.headers,
      payload: { visible: 1 },
    });
    expect(shown.json().visible).toBe(1);
    expect((await t.app.inject({ url: shared })).body).toContain('Evento discreto');
  });

  it('checks the fields of the validation rules, the date order, the type and the certificate', async () => {
    const empty = await send('POST', '/events', { title: '' }, ana.headers);
    expect(empty.statusCode).toBe(422);
    const messages = empty.json().errors.map((e: { message: string }) => e.message);
    for (const key of ['id_event_type', 'title', 'sponsor', 'started', 'finished'] as const)
      expect(messages).toContain(resumeMessages.required[key]);
    expect(
      (await send('POST', '/events', { ...fields(), finished: '2024-09-01' }, ana.headers)).json().errors[0].message,
    ).toBe(resumeMessages.dateOrder);
    expect(
      (await send('POST', '/events', { ...fields(), id_event_type: 99999 }, ana.headers)).json().errors[0],
    ).toMatchObject({ field: 'id_event_type', message: resumeMessages.eventTypeInvalid });
    const html = await send(
      'POST',
      '/events',
      {
        ...fields(),
        certificate: { data: Buffer.from('<html><script>alert(1)</script>'), name: 'c.pdf', type: 'application/pdf' },
      },
      ana.headers,
    );
    expect(html.statusCode).toBe(422);
    expect(html.json().errors[0]).toMatchObject({ field: 'certificate', message: resumeMessages.certificateInvalid });
    const script = await send('POST', '/events', { ...fields(), certificate: 'javascript:alert(1)' }, ana.headers);
    expect(script.json().errors[0]).toMatchObject({
      field: 'certificate',
      message: resumeMessages.certificateLinkInvalid,
    });
    const big = await send(
      'POST',
      '/events',
      {
        ...fields(),
        certificate: {
          data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
          name: 'c.pdf',
          type: 'application/pdf',
        },
      },
      ana.headers,
    );
    expect(big.statusCode).toBe(413);
    // 6 MB is above the image limit but within the certificate limit.
    const six = await send(
      'POST',
      '/events',
      {
        ...fields(),
        certificate: {
          data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]),
          name: 'c.pdf',
          type: 'application/pdf',
        },
      },
      ana.headers,
    );
    expect(six.statusCode).toBe(201);
  });

  it('refuses staff writes, other students and strangers', async () => {
    const event = (
      await t.app.inject({ url: `/api/events/student/${ana.student_id}`, headers: ana.headers })
    ).json()[0] as ResumeEvent;
    for (const who of [admin, rep, bruno]) {
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/events/${event.id}`,
            headers: who.headers,
            payload: { visible: 0 },
          })
        ).statusCode,
      ).toBe(who === bruno ? 404 : 403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: who.headers })).statusCode,
      ).toBe(who === bruno ? 404 : 403);
    }
    expect(
      (await send('POST', '/events', { ...fields(), student_id: ana.student_id! }, bruno.headers)).statusCode,
    ).toBe(404);
    expect((await send('POST', '/events', fields(), admin.headers)).statusCode).toBe(403);
    expect((await send('POST', '/events', fields())).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/events/student/${ana.student_id}`, headers: bruno.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/events/999999', headers: ana.headers })).statusCode).toBe(
      404,
    );
  });
});

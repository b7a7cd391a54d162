import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createAudition, mp4, PNG_1X1, put, registerFivePhotos, sign, upload, webm } from '../stage.test-helpers.ts';
import { PNG_FLOOD } from '../../../test/multipart.ts';

let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S, admin: S, rep: S;
const storageDir = () => join(t.env.DATA_DIR, 'storage');
/** Every file (and half-written .part file) under storage. */
const storedFiles = (): string[] => {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        )
      : [];
  return walk(storageDir());
};

beforeAll(async () => {
  t = await createTestApp();
  [student, student2, admin, rep] = await Promise.all([
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'rep'),
  ]);
});
afterAll(() => t.close());

describe('signing an upload', () => {
  it('answers a signed PUT link for the student, with a key under their id', async () => {
    const res = await sign(t.app, student.headers, {
      file_name: 'video.webm',
      content_type: 'video/webm;codecs=vp8,opus',
      size: 1000,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.key).toMatch(new RegExp(`^stage/${student.user_id}/[0-9a-f-]{36}\\.webm$`));
    expect(body.url).toMatch(new RegExp(`^/api/stage/uploads/${body.key}\\?size=1000&expires=\\d+&signature=[\\w-]+$`));
    expect(body.max_size).toBe(1000);
    const ttl = Date.parse(body.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  });

  it('refuses other types, oversized files, staff and strangers', async () => {
    expect((await sign(t.app, student.headers, { content_type: 'application/pdf', size: 10 })).statusCode).toBe(415);
    expect((await sign(t.app, student.headers, { content_type: 'image/svg+xml', size: 10 })).statusCode).toBe(415);
    const big = await sign(t.app, student.headers, { content_type: 'video/mp4', size: 100 * 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].message).toBe(stageMessages.uploadTooLarge);
    expect(
      (await sign(t.app, student.headers, { content_type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).statusCode,
    ).toBe(413);
    expect((await sign(t.app, student.headers, { content_type: 'video/webm', size: 0 })).statusCode).toBe(422);
    expect((await sign(t.app, {}, { content_type: 'video/webm', size: 10 })).statusCode).toBe(401);
    expect((await sign(t.app, rep.headers, { content_type: 'video/webm', size: 10 })).statusCode).toBe(403);
    expect((await sign(t.app, admin.headers, { content_type: 'video/webm', size: 10 })).statusCode).toBe(403);
  });
});

describe('the signed PUT', () => {
  it('streams a video into storage and checks it only once', async () => {
    const data = webm(300_000);
    const signed = (await sign(t.app, student.headers, { content_type: 'video/webm', size: data.length })).json();
    const res = await put(t.app, signed.url, data, 'video/webm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: signed.key, size: data.length, content_type: 'video/webm', audition_id: null });
    expect(readFileSync(join(storageDir(), signed.key)).equals(data)).toBe(true);
    const again = await put(t.app, signed.url, data, 'video/webm');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(stageMessages.uploadUsed);
  });

  it('refuses tampered and expired links', async () => {
    const signed = (await sign(t.app, student.headers, { content_type: 'video/webm', size: 5000 })).json();
    const url = new URL(signed.url, 'http://x');
    const tampered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return `${copy.pathname}${copy.search}`;
    };
    // A bigger size, another student's folder, a later expiry, an audition, a forged or missing signature.
    const forged = [
      tampered((u) => u.searchParams.set('size', String(10 ** 8))),
      tampered((u) => {
        u.pathname = u.pathname.replace(`/${student.user_id}/`, `/${student2.user_id}/`);
      }),
      tampered((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3_600_000))),
      tampered((u) => u.searchParams.set('audition_id', '1')),
      tampered((u) => u.searchParams.set('signature', `${u.searchParams.get('signature')!.slice(0, -2)}xx`)),
      tampered((u) => u.searchParams.delete('signature')),
      tampered((u) => u.searchParams.set('size', 'abc')),
    ];
    for (const link of forged) {
      const res = await put(t.app, link, webm(100), 'video/webm');
      expect(res.statusCode, link).toBe(403);
      expect(res.json().errors[0].message).toBe(stageMessages.uploadLink);
    }
    const { createUploadsService } = await import('./uploads.service.ts');
    const later = createUploadsService({
      storage: null as never,
      files: null as never,
      auditions: null as never,
      allowance: null as never,
      consent: null as never,
      secret: 'test-secret-'.padEnd(40, 'x'),
      now: () => Date.now() + 16 * 60_000,
    });
    const grant = {
      key: signed.key,
      size: 5000,
      expires: Number(url.searchParams.get('expires')),
      audition_id: null,
      signature: url.searchParams.get('signature')!,
    };
    await expect(later.receive(grant, null as never, 100)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: stageMessages.uploadLink,
    });
    expect(storedFiles().some((f) => f.includes(`/${student2.user_id}/`))).toBe(false);
  });

  it('refuses bytes that are not the signed type, leaving no file', async () => {
    const before = storedFiles().length;
    const cases: Array<[string, Buffer]> = [
      ['video/webm', Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), Buffer.alloc(2000)])],
      ['video/webm', mp4(2000)],
      ['video/mp4', PNG_1X1],
      ['image/png', webm(2000)],
      ['image/jpeg', PNG_1X1],
      ['video/webm', Buffer.from([0x1a, 0x45])],
    ];
    for (const [type, data] of cases) {
      const signed = (
        await sign(t.app, student.headers, { content_type: type, size: Math.max(data.length, 10) })
      ).json();
      const res = await put(t.app, signed.url, data, type);
      expect(res.statusCode, `${type} ${res.body}`).toBe(415);
      expect(res.json().errors[0].message).toBe(stageMessages.uploadContent);
    }
    const flood = PNG_FLOOD;
    const signed = (await sign(t.app, student.headers, { content_type: 'image/png', size: flood.length })).json();
    expect((await put(t.app, signed.url, flood, 'image/png')).statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('cuts a body larger than signed: by its length up front, or while streaming without one', async () => {
    const before = storedFiles().length;
    const signed = (await sign(t.app, student.headers, { content_type: 'video/webm', size: 10_000 })).json();
    const declared = await put(t.app, signed.url, webm(10_001), 'video/webm');
    expect(declared.statusCode).toBe(413);
    // Chunked: no length header, so the guard counts the bytes and stops at the limit.
    const { Readable } = await import('node:stream');
    const chunks = Array.from({ length: 20 }, (_, i) => (i === 0 ? webm(1000) : Buffer.alloc(1000, 1)));
    const streamed = await t.app.inject({
      method: 'PUT',
      url: signed.url,
      headers: { 'content-type': 'video/webm', 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().errors[0].message).toBe(stageMessages.uploadTooLarge);
    expect(streamed.headers.connection).toBe('close');
    expect(storedFiles().length).toBe(before);
    expect(storedFiles().some((f) => f.endsWith('.part'))).toBe(false);
    // The link was not used up by the refused attempts.
    expect((await put(t.app, signed.url, webm(10_000), 'video/webm')).statusCode).toBe(200);
  });

  it('completes an audition when signed for it, once the five photos exist', async () => {
    const audition = await createAudition(t.app, student2.headers, { activity_id: 71 });
    const early = await sign(t.app, student2.headers, {
      content_type: 'video/webm',
      size: 100,
      audition_id: audition.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toBe(stageMessages.biometricsRequired);
    await registerFivePhotos(t.app, student2.headers);
    expect(
      (await sign(t.app, student.headers, { content_type: 'video/webm', size: 100, audition_id: audition.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await sign(t.app, student2.headers, { content_type: 'image/png', size: 100, audition_id: audition.id }))
        .statusCode,
    ).toBe(422);
    const key = await upload(t.app, student2.headers, webm(5000), 'video/webm', audition.id);
    const stored = (
      await t.app.inject({ url: `/api/stage/auditions/${audition.id}`, headers: student2.headers })
    ).json();
    expect(stored).toMatchObject({ file_key: key, analysis_state: 'IDLE' });
    expect(stored.submitted_at).toEqual(expect.any(String));
    const video = await t.app.inject({ url: stored.file_url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(
      (await sign(t.app, student2.headers, { content_type: 'video/webm', size: 100, audition_id: audition.id })).json()
        .errors[0].message,
    ).toBe(stageMessages.alreadySubmitted);
  });
});

describe('checking a stored file', () => {
  it('answers for the caller own keys only', async () => {
    const key = await upload(t.app, student.headers, mp4(3000), 'video/mp4');
    const mine = await t.app.inject({
      url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`,
      headers: student.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ key, exists: true, url: expect.stringContaining('/api/files/stage/') });
    const missing = key.replace(/[0-9a-f-]{36}/, '00000000-0000-0000-0000-000000000000');
    expect(
      (
        await t.app.inject({
          url: `/api/stage/s3/check-file?key=${encodeURIComponent(missing)}`,
          headers: student.headers,
        })
      ).json(),
    ).toMatchObject({ exists: false, url: null });
    const theirs = await t.app.inject({
      url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`,
      headers: student2.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('url');
    expect(
      (
        await t.app.inject({ url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`, headers: admin.headers })
      ).json().exists,
    ).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/stage/s3/check-file?key=companies/x.png`, headers: student.headers }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          url: `/api/stage/s3/check-file?key=${encodeURIComponent('stage/1/../../etc.png')}`,
          headers: student.headers,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ url: `/api/stage/s3/check-file?key=${encodeURIComponent(key)}`, headers: rep.headers }))
        .statusCode,
    ).toBe(403);
  });
});

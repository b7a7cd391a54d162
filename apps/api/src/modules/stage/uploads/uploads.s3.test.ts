import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_VIDEO_CV, stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { createS3Storage, type S3Storage } from '../../../providers/storage/s3-storage.ts';
import { startS3TestServer, type S3TestServer } from '../../../providers/storage/s3-test-server.ts';
import { createAudition, mp4, PNG_1X1, sign, webm, type Headers } from '../stage.test-helpers.ts';

// The professional-stage upload flow with STORAGE=s3 on a real S3-compatible server (s3rver on
// loopback): the browser's bytes go straight to the bucket, the API checks them before attaching.
let s3: S3TestServer;
let bucket: S3Storage;
let t: TestApp;
let student: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  s3 = await startS3TestServer('portal-stage');
  bucket = createS3Storage(s3.settings);
  t = await createTestApp(s3.env);
  student = await loginAs(t.app, 'student');
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

/** What the web does: sign, then PUT the bytes to the store with the signed type. */
const uploadToStore = async (
  headers: Headers,
  data: Buffer,
  contentType: string,
  opts: { signedSize?: number; auditionId?: number } = {},
) => {
  const signed = await sign(t.app, headers, {
    content_type: contentType,
    size: opts.signedSize ?? data.length,
    audition_id: opts.auditionId,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const { url, key } = signed.json() as { url: string; key: string };
  const res = await fetch(url, { method: 'PUT', body: data, headers: { 'content-type': contentType } });
  expect(res.status).toBe(200);
  return { url, key };
};
const attachPhoto = (key: string) =>
  t.app.inject({ method: 'POST', url: '/api/stage/biometrics', headers: student.headers, payload: { file_key: key } });

describe('STORAGE=s3: signed uploads go straight to the bucket', () => {
  it('signs a presigned PUT of the store for a key under the student, with type and length in the signature', async () => {
    const res = await sign(t.app, student.headers, {
      file_name: 'video.webm',
      content_type: 'video/webm;codecs=vp8,opus',
      size: 1000,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { url: string; key: string; max_size: number; expires_at: string };
    expect(body.key).toMatch(new RegExp(`^stage/${student.user_id}/[0-9a-f-]{36}\\.webm$`));
    const url = new URL(body.url);
    expect(url.origin).toBe(s3.settings.endpoint);
    expect(url.pathname).toBe(`/portal-stage/${body.key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(body.max_size).toBe(1000);
  });

  it("lets the web page PUT across origins (CORS) and allows the store in the page's CSP", async () => {
    const { url } = (await sign(t.app, student.headers, { content_type: 'image/png', size: 10 })).json() as {
      url: string;
    };
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain(`connect-src 'self' ${s3.settings.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.settings.endpoint}`);
  });

  it('attaches five face photos and a video uploaded to the bucket, and the audition is queued', async () => {
    for (let i = 0; i < 5; i++) {
      const { key } = await uploadToStore(student.headers, PNG_1X1, 'image/png');
      const res = await attachPhoto(key);
      expect(res.statusCode, res.body).toBe(201);
    }
    const audition = await createAudition(t.app, student.headers, { activity_id: ACTIVITY_VIDEO_CV });
    const video = webm(200_000);
    const { key } = await uploadToStore(student.headers, video, 'video/webm', { auditionId: audition.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${audition.id}`,
      headers: student.headers,
      payload: { file_key: key },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ file_key: key, analysis_state: 'IDLE' });
    const stored = await bucket.get(key);
    expect(Buffer.concat(await stored!.stream.toArray()).equals(video)).toBe(true);
  });

  it('deletes and refuses (422) an object whose bytes are not its type, an oversized one and an empty one', async () => {
    const audition = await createAudition(t.app, student.headers, { activity_id: ACTIVITY_VIDEO_CV });
    // A photo put where a video was signed: the store (like s3rver) may not hold the browser to the signature.
    const disguised = await uploadToStore(student.headers, PNG_1X1, 'video/webm', { signedSize: PNG_1X1.length });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${audition.id}`,
      headers: student.headers,
      payload: { file_key: disguised.key },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'file_key', message: stageMessages.uploadContent });
    expect(await bucket.exists(disguised.key)).toBe(false);

    // Signed for 100 bytes, 6 MB sent: an image may not pass 5 MB.
    const big = await uploadToStore(
      student.headers,
      Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]),
      'image/png',
      { signedSize: 100 },
    );
    const tooLarge = await attachPhoto(big.key);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors[0].message).toBe(stageMessages.uploadTooLarge);
    expect(await bucket.exists(big.key)).toBe(false);

    const empty = await uploadToStore(student.headers, Buffer.alloc(0), 'video/mp4', { signedSize: 10 });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${audition.id}`,
      headers: student.headers,
      payload: { file_key: empty.key },
    });
    expect(refused.statusCode).toBe(422);
    expect(await bucket.exists(empty.key)).toBe(false);

    // A real MP4 head is accepted after those refusals.
    const good = await uploadToStore(student.headers, mp4(50_000), 'video/mp4');
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/stage/auditions/${audition.id}`,
      headers: student.headers,
      payload: { file_key: good.key },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a key that was signed but never uploaded', async () => {
    const signed = (await sign(t.app, student.headers, { content_type: 'image/png', size: PNG_1X1.length })).json() as {
      key: string;
    };
    const res = await attachPhoto(signed.key);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toBe(stageMessages.fileNotFound);
  });
});

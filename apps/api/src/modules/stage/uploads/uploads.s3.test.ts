import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
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
const attachPhoto = (key: string, headers: Headers = student.headers) =>
  t.app.inject({ method: 'POST', url: '/api/stage/biometrics', headers, payload: { file_key: key } });
/** Every key in the bucket under a student's stage folder, sorted. */
const objectsOf = async (userId: number) => {
  const client = new S3Client({
    endpoint: s3.settings.endpoint,
    region: s3.settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const res = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `stage/${userId}/` }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
};
const read = async (key: string) => {
  const stored = await bucket.get(key);
  return stored ? Buffer.concat(await stored.stream.toArray()) : null;
};

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
    const attached = res.json() as { file_key: string; analysis_state: string };
    expect(attached.analysis_state).toBe('IDLE');
    // Attached under a key of the server's that was never signed; the upload key is gone.
    expect(attached.file_key).toMatch(new RegExp(`^stage/${student.user_id}/[0-9a-f-]{36}\\.webm$`));
    expect(attached.file_key).not.toBe(key);
    expect(await bucket.exists(key)).toBe(false);
    expect(await read(attached.file_key)).toEqual(video);
  });

  it('keeps what was checked: a PUT again on the signed URL after attach does not change the attached object', async () => {
    const owner = await loginAs(t.app, 'student2');
    const photo = await uploadToStore(owner.headers, PNG_1X1, 'image/png');
    const res = await attachPhoto(photo.key, owner.headers);
    expect(res.statusCode, res.body).toBe(201);
    const attached = (res.json() as { file_key: string }).file_key;
    // The presigned PUT is still valid for its 15 minutes: the store takes the new bytes...
    const swapped = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const again = await fetch(photo.url, { method: 'PUT', body: swapped, headers: { 'content-type': 'image/png' } });
    expect(again.status).toBe(200);
    // ...under the upload key, which nothing refers to; the attached photo is the one checked.
    expect(await read(attached)).toEqual(PNG_1X1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/stage/biometrics', headers: owner.headers })).json()
      .data as { file_key: string }[];
    expect(listed.map((b) => b.file_key)).toEqual([attached]);
    // And the upload key cannot be attached a second time.
    const reuse = await attachPhoto(photo.key, owner.headers);
    expect(reuse.statusCode).toBe(422);
    expect(await read(attached)).toEqual(PNG_1X1);
  });

  it('deletes and refuses (422) an object whose bytes are not its type, an oversized one and an empty one', async () => {
    const before = await objectsOf(student.user_id);
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
    // Neither the uploads nor the server's copies of the refused ones are left in the bucket.
    expect(await objectsOf(student.user_id)).toEqual([...before, ok.json().file_key].sort());
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

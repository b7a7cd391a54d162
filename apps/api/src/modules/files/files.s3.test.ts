import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTIVITY_VIDEO_CV } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { createS3Storage, type S3Storage } from '../../providers/storage/s3-storage.ts';
import { startS3TestServer, type S3TestServer } from '../../providers/storage/s3-test-server.ts';
import { createAudition, PNG_1X1, sign, webm, type Headers } from '../stage/stage.test-helpers.ts';

// Reads with STORAGE=s3 on s3rver: the API's signed link redirects to a short presigned GET of the
// store, or streams where the rules keep the bytes behind the API; the LGPD erasure deletes the objects.
let s3: S3TestServer;
let bucket: S3Storage;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer('portal-reads');
  bucket = createS3Storage(s3.settings);
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const toStore = async (headers: Headers, data: Buffer, contentType: string) => {
  const { url, key } = (await sign(t.app, headers, { content_type: contentType, size: data.length })).json() as {
    url: string;
    key: string;
  };
  expect((await fetch(url, { method: 'PUT', body: data, headers: { 'content-type': contentType } })).status).toBe(200);
  return key;
};

it('redirects a video to a presigned GET of at most 5 min, streams face photos, refuses a forged link; erasure deletes every object', async () => {
  const ana = await loginAs(t.app, 'student');
  const photos: string[] = [];
  for (let i = 0; i < 5; i++) {
    const key = await toStore(ana.headers, PNG_1X1, 'image/png');
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/stage/biometrics',
      headers: ana.headers,
      payload: { file_key: key },
    });
    expect(attached.statusCode).toBe(201);
    // Attached under the server's copy (the upload key is deleted at attach).
    photos.push(attached.json().file_key);
  }
  const audition = await createAudition(t.app, ana.headers, { activity_id: ACTIVITY_VIDEO_CV });
  const data = webm(100_000);
  const submitted = await t.app.inject({
    method: 'PUT',
    url: `/api/stage/auditions/${audition.id}`,
    headers: ana.headers,
    payload: { file_key: await toStore(ana.headers, data, 'video/webm') },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const video = submitted.json().file_key as string;

  const read = await t.app.inject({ url: submitted.json().file_url });
  expect(read.statusCode).toBe(302);
  const location = new URL(read.headers.location as string);
  expect(location.origin).toBe(s3.settings.endpoint);
  expect(location.pathname).toBe(`/portal-reads/${video}`);
  expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
  expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(data)).toBe(true);
  const part = await fetch(location, { headers: { range: 'bytes=0-3' } });
  expect(part.status).toBe(206);
  expect(Buffer.from(await part.arrayBuffer()).toString('hex')).toBe('1a45dfa3');

  const list = (await t.app.inject({ url: '/api/stage/biometrics', headers: ana.headers })).json() as {
    data: { file_url: string }[];
  };
  const photo = await t.app.inject({ url: list.data[0]!.file_url });
  expect(photo.statusCode).toBe(200);
  expect(photo.rawPayload.equals(PNG_1X1)).toBe(true);
  const forged = submitted.json().file_url.replace(/signature=[^&]+/, 'signature=forged');
  expect((await t.app.inject({ url: forged })).statusCode).toBe(403);

  const erased = await t.app.inject({
    method: 'POST',
    url: `/api/students/${ana.student_id}/data-deletion`,
    headers: ana.headers,
    payload: { confirm: 'excluir', password: 'Aluno@1234' },
  });
  expect(erased.statusCode, erased.body).toBe(200);
  for (const key of [...photos, video]) expect(await bucket.exists(key), key).toBe(false);
});

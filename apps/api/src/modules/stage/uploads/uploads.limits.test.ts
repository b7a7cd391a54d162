import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { biometrics } from '../../../db/schema/index.ts';
import { createLocalStorage } from '../../../providers/storage/local-storage.ts';
import { createS3Storage } from '../../../providers/storage/s3-storage.ts';
import { startS3TestServer, type S3TestServer } from '../../../providers/storage/s3-test-server.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import { PNG_1X1, sign, upload, webm } from '../stage.test-helpers.ts';
import { createUploadCleanup } from './upload-cleanup.ts';
import { createUploadsRepository } from './uploads.repository.ts';

let t: TestApp;
let s3: S3TestServer;
type S = Awaited<ReturnType<typeof loginAs>>;
let student: S, student2: S;

beforeAll(async () => {
  t = await createTestApp({ STAGE_UPLOADS_PER_HOUR: '4', STAGE_STORAGE_QUOTA_MB: '1' });
  s3 = await startS3TestServer();
  [student, student2] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'student2')]);
}, 180_000);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('per-student limits on signed upload links', () => {
  it('refuses a link past the quota (1 MB here), counting stored bytes and links not used yet', async () => {
    // Stored: an upload of 900,000 bytes.
    const stored = await upload(t.app, student.headers, webm(900_000), 'video/webm');
    expect(stored).toMatch(/^stage\//);
    // Reserved by a link not used yet: 100,000 (total 1,000,000 of 1,048,576).
    expect((await sign(t.app, student.headers, { content_type: 'image/png', size: 100_000 })).statusCode).toBe(200);
    const over = await sign(t.app, student.headers, { content_type: 'image/png', size: 100_000 });
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().errors[0].message).toBe(stageMessages.uploadQuota('1 MB'));
    // Another student's folder is theirs alone.
    expect((await sign(t.app, student2.headers, { content_type: 'image/png', size: 100_000 })).statusCode).toBe(200);
  });

  it('refuses the fifth link in an hour (limit 4 here) with 429 and Retry-After; refusals do not count', async () => {
    // student2 has used one link above.
    for (let i = 0; i < 3; i++)
      expect((await sign(t.app, student2.headers, { content_type: 'image/png', size: 70 })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await sign(t.app, student2.headers, { content_type: 'image/png', size: 70 });
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json().errors[0].message).toBe(stageMessages.uploadRateLimited);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }
  });
});

describe('unattached uploads', () => {
  const scenario = async (storage: Storage, pose: 'up' | 'down') => {
    const userId = (await loginAs(t.app, 'admin')).user_id;
    const attached = `stage/${userId}/00000000-0000-4000-8000-00000000000a.png`;
    const abandoned = `stage/${userId}/00000000-0000-4000-8000-00000000000b.png`;
    await storage.put(attached, PNG_1X1, 'image/png');
    await storage.put(abandoned, PNG_1X1, 'image/png');
    await t.database.db.insert(biometrics).values({ user_id: userId, pose, file_key: attached });
    const repo = createUploadsRepository(t.database.db);
    const keys = async () => (await storage.list(`stage/${userId}/`)).map((o) => o.key).sort();
    // Under a day old: nothing goes.
    expect(await createUploadCleanup({ repo, storage })()).toBe(0);
    expect(await keys()).toEqual([attached, abandoned]);
    // A day later: the file nothing points to is deleted, the face photo stays.
    const tomorrow = () => Date.now() + 24 * 3_600_000 + 60_000;
    expect(await createUploadCleanup({ repo, storage, now: tomorrow })()).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual([attached]);
  };

  it('are deleted by the maintenance task after a day on local disk', async () => {
    await scenario(createLocalStorage(join(t.env.DATA_DIR, 'storage')), 'up');
  });

  it('are deleted by the maintenance task after a day in an S3 bucket', async () => {
    await scenario(createS3Storage(s3.settings), 'down');
  });
});

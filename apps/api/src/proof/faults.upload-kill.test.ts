// Fault: the server is killed (SIGKILL) while a video streams in through a signed upload URL. No
// half file may appear under the final key, no audition may point at it, and the temporary file
// the crash left is removed when the server starts again.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_VIDEO_CV, BIOMETRIC_POSES, type Audition, type UploadSign } from '@portal/contracts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { bootstrap } from '../db/seed/bootstrap.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { biometrics, users } from '../db/schema/index.ts';
import { createLocalStorage, PART_SUFFIX } from '../providers/storage/local-storage.ts';
import { waitFor } from '../queue/test-database.ts';
import { call, filesUnder, loginStudent, startChildServer, type ChildServer } from './faults-server.ts';
import { WEBM_HEADER } from '../test/webm.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const VIDEO_BYTES = 8 * 1024 * 1024;

// Disk and process behaviour, independent of the database: runs in the PGlite stage only.
describe.skipIf(process.env.TEST_DATABASE_URL)('fault: server killed during a signed video upload', () => {
  let dataDir = '';
  let storageDir = '';
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fault-upload-'));
    storageDir = join(dataDir, 'storage');
    // Demo data plus the five face photos a student needs before sending a video (inserted
    // directly: their route runs real face detection, which is not what this proof is about).
    const database = await openDatabase({ dataDir });
    try {
      await runMigrations(database);
      await bootstrap(database.db, { email: 'admin@demo.edu.br', password: 'Admin@12345' });
      await seedDemo(database.db);
      const [ana] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'ana.souza@aluno.demo.edu.br'));
      const storage = createLocalStorage(storageDir);
      for (const pose of BIOMETRIC_POSES) {
        const key = `stage/${ana!.id}/${randomUUID()}.jpg`;
        await storage.put(key, JPEG, 'image/jpeg');
        await database.db.insert(biometrics).values({ user_id: ana!.id, pose, file_key: key });
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no file under the key, no audition pointing at it, and the next start removes the temporary file', async () => {
    const first = await startChildServer(dataDir);
    servers.push(first);
    const { token } = await loginStudent(first.base, '2024001');
    const created = await call<Audition>(first.base, 'POST', '/stage/auditions', {
      token,
      body: { activity_id: ACTIVITY_VIDEO_CV },
    });
    expect(created.status, created.text).toBe(201);
    const audition = created.body;
    const signed = await call<UploadSign>(first.base, 'POST', '/stage/uploads/sign', {
      token,
      body: { file_name: 'gravacao.webm', content_type: 'video/webm', size: VIDEO_BYTES, audition_id: audition.id },
    });
    expect(signed.status, signed.text).toBe(200);
    const { url, key } = signed.body;

    // Stream the first megabyte of eight and keep the request open, as a slow connection would.
    const put = request(`${first.base}${url}`, {
      method: 'PUT',
      headers: { 'content-type': 'video/webm', 'content-length': String(VIDEO_BYTES) },
    });
    put.on('error', () => undefined);
    put.write(WEBM_HEADER);
    put.write(Buffer.alloc(1024 * 1024 - WEBM_HEADER.length, 7));
    const partial = await waitFor(
      async () => {
        const part = filesUnder(storageDir).find((f) => f.endsWith(PART_SUFFIX));
        return part && statSync(join(storageDir, part)).size >= 512 * 1024 ? part : null;
      },
      30_000,
      50,
    );

    await first.kill('SIGKILL');
    put.destroy();

    // What the crash left: the temporary file only, never the key itself.
    expect(existsSync(join(storageDir, key))).toBe(false);
    expect(existsSync(join(storageDir, partial))).toBe(true);

    const second = await startChildServer(dataDir);
    servers.push(second);
    await waitFor(async () => !filesUnder(storageDir).some((f) => f.endsWith(PART_SUFFIX)), 15_000, 100);
    expect(existsSync(join(storageDir, key))).toBe(false);

    const again = await loginStudent(second.base, '2024001');
    const stored = await call<Audition>(second.base, 'GET', `/stage/auditions/${audition.id}`, { token: again.token });
    expect(stored.status).toBe(200);
    expect(stored.body.file_key).toBeNull();
    expect(stored.body.submitted_at).toBeNull();
    const check = await call<{ exists: boolean }>(
      second.base,
      'GET',
      `/stage/s3/check-file?key=${encodeURIComponent(key)}`,
      { token: again.token },
    );
    expect(check.status, check.text).toBe(200);
    expect(check.body.exists).toBe(false);

    // Uploads work again after the restart (without the audition: no analysis is started here).
    const small = Buffer.concat([WEBM_HEADER, Buffer.alloc(64 * 1024, 3)]);
    const retry = await call<UploadSign>(second.base, 'POST', '/stage/uploads/sign', {
      token: again.token,
      body: { file_name: 'v.webm', content_type: 'video/webm', size: small.length },
    });
    const sent = await fetch(`${second.base}${retry.body.url}`, {
      method: 'PUT',
      headers: { 'content-type': 'video/webm' },
      body: small,
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(statSync(join(storageDir, retry.body.key)).size).toBe(small.length);
    expect(filesUnder(storageDir).filter((f) => f.endsWith(PART_SUFFIX))).toEqual([]);
    await second.kill('SIGTERM');
  }, 240_000);
});

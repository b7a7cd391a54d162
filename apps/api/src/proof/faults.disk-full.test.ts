// Fault: the disk fills up during an upload. A 2 MB tmpfs is mounted as the storage folder (root
// only; the test is skipped, saying why, when mounting is refused) and a bigger video is PUT to a
// signed URL: the answer is 507 with the Portuguese message, no partial file remains, and the
// server keeps serving.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type UploadSign } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../test/test-app.ts';
import { filesUnder } from './faults-server.ts';
import { WEBM_HEADER } from '../test/webm.ts';

const TMPFS_SIZE = '2m';

/** PUT streamed in 64 KB pieces; answers status and body, whether or not the server read it all. */
const put = (url: string, body: Buffer): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'content-type': 'video/webm', 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    // The server answers and closes while we may still be sending: EPIPE/ECONNRESET after the answer are expected.
    req.on('error', (err) => setTimeout(() => reject(err), 500));
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });

// Storage behaviour, independent of the database: runs in the PGlite stage only.
describe.skipIf(process.env.TEST_DATABASE_URL)('fault: disk full during an upload', () => {
  let t: TestApp;
  let base = '';
  let storageDir = '';
  let mounted = false;
  let refused = '';

  beforeAll(async () => {
    t = await createTestApp();
    storageDir = join(t.env.DATA_DIR, 'storage');
    mkdirSync(storageDir, { recursive: true });
    if (process.getuid?.() !== 0) refused = 'not root: cannot mount a tmpfs as the storage folder';
    else {
      const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', storageDir], {
        encoding: 'utf8',
      });
      if (r.status === 0) mounted = true;
      else refused = `mount -t tmpfs refused: ${(r.stderr || r.error?.message || '').trim()}`;
    }
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    if (mounted) spawnSync('umount', [storageDir]);
    await t?.close();
  });

  it('answers 507 with a clear message, keeps no partial file and keeps serving', async (ctx) => {
    if (!mounted) return ctx.skip(refused);
    const student = await loginAs(t.app, 'student');
    const sign = async (size: number) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/stage/uploads/sign',
        headers: student.headers,
        payload: { file_name: 'v.webm', content_type: 'video/webm', size },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as UploadSign;
    };

    const big = Buffer.concat([WEBM_HEADER, Buffer.alloc(4 * 1024 * 1024, 5)]);
    const signed = await sign(big.length);
    const answer = await put(`${base}${signed.url}`, big);
    expect(answer.status, answer.text).toBe(507);
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: messages.errors.diskFull }] });
    expect(filesUnder(storageDir)).toEqual([]);

    // Still serving: reads, and an upload that fits.
    const search = await t.app.inject({ method: 'GET', url: '/api/jobs-for-student', headers: student.headers });
    expect(search.statusCode).toBe(200);
    const small = Buffer.concat([WEBM_HEADER, Buffer.alloc(256 * 1024, 6)]);
    const fits = await sign(small.length);
    const ok = await put(`${base}${fits.url}`, small);
    expect(ok.status, ok.text).toBe(200);
    expect(statSync(join(storageDir, fits.key)).size).toBe(small.length);
    expect(filesUnder(storageDir)).toEqual([fits.key]);
  });
});

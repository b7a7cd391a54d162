import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import type { Storage } from './storage.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString('hex');

/** The same contract for every provider: what the modules rely on, nothing more. */
const contract = (name: string, open: () => Storage) => {
  describe(`storage contract: ${name}`, () => {
    it('puts a buffer and a stream, gets them back with size and type, and reads a range', async () => {
      const storage = open();
      await storage.put('contract/a1.png', PNG, 'image/png');
      await storage.put('contract/a2.png', Readable.from([PNG.subarray(0, 8), PNG.subarray(8)]), 'image/png');
      for (const key of ['contract/a1.png', 'contract/a2.png']) {
        const got = await storage.get(key);
        expect(got).toMatchObject({ size: PNG.length, contentType: 'image/png' });
        expect(await text(got!.stream)).toBe(PNG.toString('hex'));
      }
      expect((await storage.range('contract/a1.png', 1, 3))!.toString('ascii')).toBe('PNG');
      expect((await storage.range('contract/a1.png', 0, 999))!.length).toBe(PNG.length);
    });

    it('answers exists, and removes (twice is fine); missing files are null, never a throw', async () => {
      const storage = open();
      await storage.put('contract/b1.png', PNG, 'image/png');
      expect(await storage.exists('contract/b1.png')).toBe(true);
      await storage.remove('contract/b1.png');
      await storage.remove('contract/b1.png');
      expect(await storage.exists('contract/b1.png')).toBe(false);
      expect(await storage.get('contract/b1.png')).toBeNull();
      expect(await storage.range('contract/b1.png', 0, 7)).toBeNull();
    });

    it('lists the objects under a folder with size and time, nothing from other folders', async () => {
      const storage = open();
      const before = Date.now() - 60_000;
      await storage.put('listing/7/c1.png', PNG, 'image/png');
      await storage.put('listing/7/c2.png', PNG.subarray(0, 8), 'image/png');
      await storage.put('listing/70/c3.png', PNG, 'image/png');
      const listed = (await storage.list('listing/7/')).sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map((o) => [o.key, o.size])).toEqual([
        ['listing/7/c1.png', PNG.length],
        ['listing/7/c2.png', 8],
      ]);
      expect(listed.every((o) => o.modified.getTime() > before)).toBe(true);
      expect(await storage.list('listing/8/')).toEqual([]);
      await expect(storage.list('../')).rejects.toThrow('unsafe storage prefix');
    });

    it("refuses keys that are not the server's own", async () => {
      const storage = open();
      await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow('unsafe storage key');
      await expect(storage.put('contract/x.exe', PNG, 'image/png')).rejects.toThrow('unsafe storage key');
    });
  });
};

const dir = mkdtempSync(join(tmpdir(), 'portal-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
contract('local disk', () => createLocalStorage(dir));

let s3: S3TestServer;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = createS3Storage(s3.settings);
});
afterAll(() => s3.stop());
contract('S3 (s3rver on loopback)', () => storage);

describe('S3 presigned URLs', () => {
  it('uploads through a presigned PUT and reads through a presigned GET', async () => {
    const put = await storage.presignPut('contract/p1.png', 'image/png', PNG.length, 60);
    expect((await fetch(put, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).status).toBe(200);
    const get = await fetch(await storage.presignGet('contract/p1.png', 60));
    expect(get.status).toBe(200);
    expect(Buffer.from(await get.arrayBuffer()).equals(PNG)).toBe(true);
  });

  // s3rver does not compute SigV4 signatures (it checks the access key and the expiry only), so
  // the tampering it can catch is a changed credential; a real store also refuses a changed key,
  // type or length, and the server checks every uploaded object itself before attaching it.
  it('refuses an expired URL and a tampered credential', async () => {
    await storage.put('contract/p2.png', PNG, 'image/png');
    const url = new URL(await storage.presignGet('contract/p2.png', 1));
    const tampered = new URL(url);
    tampered.searchParams.set(
      'X-Amz-Credential',
      tampered.searchParams.get('X-Amz-Credential')!.replace(/^[^/]+/, 'SOMEONE'),
    );
    expect((await fetch(tampered)).status).toBe(403);
    // Expiry is whole seconds: wait for the store's clock to pass it, polling the answer.
    await expect.poll(async () => (await fetch(url)).status, { timeout: 5000, interval: 250 }).toBe(403);
  });
});

describe('storage:migrate', () => {
  it('copies local files into the bucket, and a second run copies nothing more', async () => {
    const { migrateLocalFiles } = await import('./storage-migrate.ts');
    const from = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
    const local = createLocalStorage(from);
    await local.put('migrate/m1.png', PNG, 'image/png');
    await local.put('migrate/m2.png', PNG, 'image/png');
    expect(await migrateLocalFiles(from, storage)).toEqual({ copied: 2, skipped: 0 });
    await local.put('migrate/m3.png', PNG, 'image/png');
    expect(await migrateLocalFiles(from, storage)).toEqual({ copied: 1, skipped: 2 });
    expect(await text((await storage.get('migrate/m3.png'))!.stream)).toBe(PNG.toString('hex'));
    rmSync(from, { recursive: true, force: true });
  });
});

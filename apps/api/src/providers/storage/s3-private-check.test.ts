import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { anonymousAccess } from './s3-private-check.ts';

// s3rver answers every request without credentials, as a bucket left public would; a proxy in
// front of it that refuses unsigned requests stands for a private bucket.
let s3: S3TestServer;
let privateProxy: Server;
let privateEndpoint: string;

const signed = (url: string, headers: Record<string, unknown>) =>
  'authorization' in headers || new URL(url, 'http://x').searchParams.has('X-Amz-Algorithm');

beforeAll(async () => {
  s3 = await startS3TestServer('portal-private');
  const upstream = new URL(s3.settings.endpoint!);
  privateProxy = createServer((req, res) => {
    if (!signed(req.url ?? '/', req.headers)) return res.writeHead(403).end('AccessDenied');
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((done) => privateProxy.listen(0, '127.0.0.1', done));
  privateEndpoint = `http://127.0.0.1:${(privateProxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => privateProxy?.close(done));
  await s3?.stop();
});

describe('anonymous access to the bucket', () => {
  it('finds that a public bucket lists its keys and hands out its objects to anyone', async () => {
    expect(await anonymousAccess(s3.settings, createS3Storage(s3.settings))).toEqual(['list', 'read']);
  });

  it('finds none in a bucket that refuses unsigned requests, and leaves no object behind', async () => {
    const settings = { ...s3.settings, endpoint: privateEndpoint };
    const storage = createS3Storage(settings);
    expect(await anonymousAccess(settings, storage)).toEqual([]);
    expect(await storage.list('private-check/')).toEqual([]);
  });

  it('says when the store cannot be reached without credentials', async () => {
    const settings = { ...s3.settings, endpoint: 'http://127.0.0.1:9' };
    const storage = { ...createS3Storage(s3.settings), put: async () => undefined, remove: async () => undefined };
    expect(await anonymousAccess(settings, storage)).toBe('unreachable');
  });
});

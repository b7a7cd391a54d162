import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.ts';

const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it("writes the portal's time zone into the page, for the web's dates", async () => {
  writeFileSync(join(dist, 'index.html'), '<html><head><title>Portal</title></head><body></body></html>');
  const app = Fastify();
  await registerStaticWeb(app, dist);
  const page = await app.inject({ url: '/vagas', headers: { accept: 'text/html' } });
  expect(page.body).toContain('<meta name="portal-time-zone" content="America/Sao_Paulo" />');
  await app.close();
});

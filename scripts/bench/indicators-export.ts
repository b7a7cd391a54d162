// One export of the indicators bench, in a process of its own (docs/decisions/013): the server's
// RSS growth is measured from the same starting point for each format, not after the other one
// has already grown the heap. Run by indicators.ts: `tsx indicators-export.ts <url> <csv|xlsx> <query>`.
import { rmSync } from 'node:fs';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { benchEnv, benchHeaders, buildBenchApp } from './bench-app.ts';

const [url, format, query] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ url });
const { dir, env } = benchEnv('export');
const app = await buildBenchApp(env, database, dir);
try {
  const headers = await benchHeaders(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  // Over a real socket: inject would buffer the whole answer.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A first small export loads what any export needs (code, connections), as a running server has.
  await (
    await fetch(`${address}/api/analytics/export.${format}?from=2000-01-01&to=2000-01-31`, { headers })
  ).arrayBuffer();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  const res = await fetch(`${address}/api/analytics/export.${format}?${query}`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const rows = format === 'csv' ? `${(lines - 1).toLocaleString('en')} rows, ` : '';
  console.info(
    `export.${format}: ${rows}${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s; RSS growth ${((peak - base) / 1e6).toFixed(1)} MB (peak over the start of the export, target < 50 MB)`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

// One export of the indicators bench, in a process of its own (docs/decisions/013): the server's
// RSS growth is measured from the same starting point for each format, not after the other one
// has already grown the heap. Run by indicators.ts: `tsx indicators-export.ts <url> <csv|xlsx> <query> <warm-up query>`.
import { rmSync } from 'node:fs';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { benchEnv, benchHeaders, buildBenchApp } from './bench-app.ts';

const [url, format, query, warmUp] = process.argv.slice(2) as [string, string, string, string];
const database = await openDatabase({ url });
const { dir, env } = benchEnv('export');
const app = await buildBenchApp(env, database, dir);
try {
  const headers = await benchHeaders(app, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  // Over a real socket: inject would buffer the whole answer.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A first export of some thousand rows loads what any export needs (code, connections), as on a
  // server that has exported before: the first long export of a process also grows the memory of
  // its helper threads once, outside the JavaScript heap (docs/decisions/013).
  await (await fetch(`${address}/api/analytics/export.${format}?${warmUp}`, { headers })).arrayBuffer();
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heap: start.heapTotal };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapTotal);
  }, 20);
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
    `export.${format}: ${rows}${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s; RSS growth ${((peak.rss - start.rss) / 1e6).toFixed(1)} MB (peak over the start of the export, target < 50 MB), V8 heap ${((peak.heap - start.heapTotal) / 1e6).toFixed(1)} MB`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

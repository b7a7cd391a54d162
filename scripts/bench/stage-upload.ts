// Professional stage: a 30 MB video through the signed PUT (throughput and the server's peak RSS
// while it streams), and the time of one face comparison (cold, then with a new frame each time).
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { BIOMETRIC_CONSENT_VERSION } from '@portal/contracts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { WEBM_HEADER } from '../../apps/api/src/test/webm.ts';
import { benchEnv, buildBenchApp } from './bench-app.ts';
import { stats } from './timing.ts';

const MB = 1024 * 1024;
const VIDEO_BYTES = 30 * MB;
const CHUNK = 64 * 1024;
const median = (xs: number[]) => stats(xs).p50;

/** PUTs `size` bytes of a fake WebM in 64 KB chunks, generated on the fly so the client holds none of it. */
const putStream = (base: string, path: string, size: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: 'PUT', headers: { 'content-type': 'video/webm', 'content-length': String(size) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const head = WEBM_HEADER;
    const filler = Buffer.alloc(CHUNK, 0x42);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(CHUNK, size - sent);
        const chunk = sent === 0 ? Buffer.concat([head, filler.subarray(0, n - head.length)]) : filler.subarray(0, n);
        sent += n;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });

export const benchStageUpload = async (): Promise<void> => {
  const { dir, env } = benchEnv('stage');
  const database = await openDatabase({ memory: true });
  await runMigrations(database);
  await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  await seedDemo(database.db);
  const app = await buildBenchApp(env, database, dir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = (await (
      await fetch(`${base}/api/login-student`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ra: '2024001', password: 'Aluno@1234' }),
      })
    ).json()) as { token: string };
    const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const sign = async (content_type: string, size: number) =>
      (await (
        await fetch(`${base}/api/stage/uploads/sign`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ file_name: 'f', content_type, size }),
        })
      ).json()) as { url: string; key: string };

    const rates: number[] = [];
    const peaks: number[] = [];
    for (let run = 0; run < 3; run++) {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const { url } = await sign('video/webm', VIDEO_BYTES);
      const t0 = performance.now();
      const status = await putStream(base, url, VIDEO_BYTES);
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      if (status !== 200) throw new Error(`upload answered ${status}`);
      rates.push(VIDEO_BYTES / MB / seconds);
      peaks.push((peak - baseline) / MB);
      console.info(
        `  run ${run + 1}: 30 MB in ${(seconds * 1000).toFixed(0)} ms (${(VIDEO_BYTES / MB / seconds).toFixed(1)} MB/s); RSS ${(baseline / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB`,
      );
    }
    console.info(
      `30 MB video through the signed PUT: median ${median(rates).toFixed(1)} MB/s; peak RSS growth while streaming median ${median(peaks).toFixed(1)} MB (a buffered body would add 30 MB)`,
    );

    // Face comparison through POST /api/stage/face/compare: the registered photo is analysed once
    // and cached by key; each frame is a new upload, so each warm call analyses one image.
    const demo = join(dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')), 'demo');
    const face = () => sharp(join(demo, 'sample1.jpg')).extract({ left: 1380, top: 110, width: 420, height: 480 });
    const put = async (data: Buffer) => {
      const s = await sign('image/jpeg', data.length);
      await fetch(new URL(s.url, base), {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(data),
      });
      return s.key;
    };
    // Face photos and frames are biometric data: their uploads are signed only after the consent.
    const consent = await fetch(`${base}/api/stage/biometric-consent`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: BIOMETRIC_CONSENT_VERSION }),
    });
    if (!consent.ok) throw new Error(`consent answered ${consent.status}`);
    const source = await put(await face().jpeg().toBuffer());
    // CPU time (all threads of this process) as well as wall time: the machine may be shared.
    const compare = async (target: string, from = source) => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const res = await fetch(`${base}/api/stage/face/compare`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ source: from, target }),
      });
      const body = (await res.json()) as { Similarity: number; Emotions: Array<{ Type: string; Confidence: number }> };
      const cpu = process.cpuUsage(c0);
      return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, body };
    };
    const cold = await compare(await put(await face().flop().resize(240).jpeg({ quality: 70 }).toBuffer()));
    console.info(
      `face comparison, cold (worker start + model load + 2 images): ${cold.ms.toFixed(0)} ms wall, ${cold.cpuMs.toFixed(0)} ms CPU; Similarity ${cold.body.Similarity}, top emotion ${cold.body.Emotions[0]?.Type}`,
    );
    const warm: number[] = [];
    const warmCpu: number[] = [];
    const same: number[] = [];
    for (let i = 0; i < 5; i++) {
      const frame = await put(
        await face()
          .flop()
          .resize(200 + i * 20)
          .modulate({ brightness: 0.9 + i * 0.05 })
          .jpeg({ quality: 70 })
          .toBuffer(),
      );
      const r = await compare(frame);
      warm.push(r.ms);
      warmCpu.push(r.cpuMs);
      same.push(r.body.Similarity);
    }
    console.info(
      `face comparison, warm (new 200-280 px frame each time, cached photo): wall median ${median(warm).toFixed(0)} ms (min ${Math.min(...warm).toFixed(0)}, max ${Math.max(...warm).toFixed(0)}); CPU median ${median(warmCpu).toFixed(0)} ms`,
    );
    // Different people: the look-alike blonde of sample4 (nearest stranger in the samples) and the woman beside the redhead.
    const crop = (n: number, left: number, top: number, width: number, height: number) =>
      sharp(join(demo, `sample${n}.jpg`))
        .extract({ left, top, width, height })
        .jpeg()
        .toBuffer();
    const lookAlike = await compare(source, await put(await crop(4, 1180, 20, 430, 480)));
    const neighbour = await compare(source, await put(await crop(1, 760, 330, 330, 380)));
    console.info(
      `similarity: same face ${same.map((x) => x.toFixed(1)).join(', ')}; look-alike ${lookAlike.body.Similarity}; neighbour ${neighbour.body.Similarity}`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

// A video CV sent through the API by a student who turned the face analysis off: a real, playable
// WebM (ffmpeg) with timed phrases, analysed to DONE; for the captions and delivery journeys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './api-login.ts';

/** What the student says, with a 5 s silence after the second phrase and one 'né'. */
export const PHRASES = [
  { start_ms: 0, end_ms: 3000, text: 'Olá, meu nome é Carla e estudo Computação.' },
  { start_ms: 3200, end_ms: 6000, text: 'Fiz estágio em dados né e gostei muito.' },
  { start_ms: 11_000, end_ms: 14_000, text: 'Quero crescer na área de análise de dados.' },
];

const video = (): Buffer => {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-video-')), 'cv.webm');
  const r = spawnSync(ffmpeg, [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=navy:s=160x120:r=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=8000', '-t', '15'],
    ...['-c:v', 'libvpx', '-c:a', 'libopus', out],
  ]);
  expect(r.status, String(r.stderr)).toBe(0);
  return readFileSync(out);
};

/** Sends the video CV of `ra` without face analysis; answers its id once analysed. */
export const sendCaptionedVideoCv = async (request: APIRequestContext, ra: string, password: string) => {
  const login = await request.post('/api/login-student', { data: { ra, password } });
  const headers = bearer(((await login.json()) as { token: string }).token);
  expect((await request.put('/api/stage/preferences', { headers, data: { face_analysis: false } })).status()).toBe(200);
  const created = await request.post('/api/stage/auditions', { headers, data: { activity_id: 71 } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const data = video();
  const signed = await request.post('/api/stage/uploads/sign', {
    headers,
    data: { file_name: 'cv.webm', content_type: 'video/webm', size: data.length },
  });
  const { url, key } = (await signed.json()) as { url: string; key: string };
  expect((await request.put(url, { headers: { 'content-type': 'video/webm' }, data })).status()).toBe(200);
  const sent = await request.put(`/api/stage/auditions/${id}`, {
    headers,
    data: { file_key: key, transcript_segments: PHRASES },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/stage/auditions/${id}`, { headers })).json()) as { analysis_state: string })
          .analysis_state,
      { timeout: 90_000 },
    )
    .toBe('DONE');
  return id;
};

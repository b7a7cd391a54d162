// Journey with STORAGE=s3 (docs/decisions/014-scale-out.md): a second server, started here with
// `npm start`'s own command on a fresh DATA_DIR, keeps its files in s3rver (e2e/support/s3-store.ts,
// CORS set by this spec). In Chromium with the fake camera the student registers the five face
// photos and records a video CV: every byte goes from the browser straight to the store by
// presigned PUT (none through the API), the API attaches a copy under its own key, the analysis
// reads the video from the store, and the student sees the score and the feedback and plays the
// video (a presigned GET).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request, Response } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { cameraLaunchOptions } from './support/chromium.ts';
import { fakeCameraFile, fakeCameraPath, fakeSpeechRecognition } from './support/fake-camera.ts';
import { startS3Store, type S3Store } from './support/s3-store.ts';
import { SAID, capture, clearPhotos, type SentAudition } from './support/stage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A port nobody listens on, for this spec's server. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

test.use({
  launchOptions: cameraLaunchOptions(fakeCameraPath()),
});

let port: number;
let base: string;
let store: S3Store;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await fakeCameraFile();
  port = await freePort();
  base = `http://localhost:${port}`;
  store = await startS3Store('portal-e2e', base);
  const artifacts = process.env.E2E_ARTIFACTS_DIR ?? path.join(repoRoot, 'e2e', '.artifacts');
  dataDir = fs.mkdtempSync(path.join(artifacts, 's3-data-'));
  const log = fs.openSync(path.join(artifacts, 's3-server.log'), 'w');
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...store.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      SEED_DEMO: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The config's server built the web app already.
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 200_000, intervals: [250] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await store?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('with STORAGE=s3 the face photos and the video go straight to the store, and the analysis reads them', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(420_000);
  // This spec's server, not the config's.
  const context = await browser.newContext({
    baseURL: base,
    permissions: ['camera', 'microphone'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'light',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const request = await playwright.request.newContext({ baseURL: base });
  const toStore: Request[] = [];
  const toApiUploads: Request[] = [];
  page.on('requestfinished', (req) => {
    if (req.method() !== 'PUT') return;
    if (req.url().startsWith(`${store.endpoint}/`)) toStore.push(req);
    if (new URL(req.url()).pathname.startsWith('/api/stage/uploads/')) toApiUploads.push(req);
  });
  await clearPhotos(request);
  await page.addInitScript(...fakeSpeechRecognition(SAID));
  await loginAs(page, 'student');

  // The five photos, each a presigned PUT to the bucket.
  await page.goto('/palco-profissional');
  await page.getByRole('button', { name: 'Iniciar nova apresentação' }).click();
  const picker = page.getByRole('dialog', { name: 'Nova apresentação' });
  await picker.getByRole('radio', { name: /Videocurrículo/ }).check();
  await picker.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/biometrics\?atividade=71$/);
  await page.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await page.getByRole('button', { name: 'Concordo, abrir a câmera' }).click();
  await page.getByRole('button', { name: 'Abrir câmera' }).click();
  for (const pose of ['Frente', 'Direita', 'Esquerda', 'Cima', 'Baixo']) await capture(page, pose);
  await expect(page.getByRole('list', { name: 'Fotos cadastradas' }).getByRole('img')).toHaveCount(5);
  // The photos shown come back from the store through the API's links.
  await expect
    .poll(() =>
      page
        .getByRole('list', { name: 'Fotos cadastradas' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(5);
  expect(
    toStore.filter((r) => r.url().includes('.jpg') || r.url().includes('.png') || r.url().includes('.webp')),
  ).toHaveLength(5);
  await shot(page, 's3-biometrics-done');
  await page.getByRole('link', { name: 'Ir para a apresentação' }).click();

  // A short video CV; its first frame is compared with a photo while recording.
  await expect(page).toHaveURL(/\/recorder\/71$/);
  const isFaceCompare = (res: Response) =>
    res.url().endsWith('/api/stage/face/compare') && res.request().method() === 'POST';
  const firstFrame = page.waitForResponse(isFaceCompare, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Iniciar' }).click();
  expect((await firstFrame).status()).toBe(200);
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByLabel('Prévia da gravação')).toBeVisible();
  const videoPut = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().startsWith(`${store.endpoint}/`) && /\.webm\?/.test(req.url()),
  );
  await page.getByRole('button', { name: 'Enviar' }).click();
  const uploadKey = new URL((await videoPut).url()).pathname.replace(/^\/portal-e2e\//, '');
  const success = page.getByRole('dialog', { name: 'Apresentação enviada com sucesso!' });
  await expect(success).toBeVisible({ timeout: 90_000 });
  expect(toApiUploads, 'no upload went through the API').toEqual([]);
  await success.getByRole('link', { name: 'Voltar ao Palco Profissional' }).click();

  // Attached under the server's own key (a copy), not the key the browser could still PUT to.
  const student = bearer(await apiToken(request, 'student'));
  const list = await request.get('/api/stage/auditions?activity_id=71', { headers: student });
  const [audition] = ((await list.json()) as { data: SentAudition[] }).data.filter((a) => a.file_key);
  if (!audition) throw new Error('the video CV was not stored');
  expect(audition.file_key).toMatch(/^stage\/\d+\/[0-9a-f-]{36}\.webm$/);
  expect(audition.file_key).not.toBe(uploadKey);

  // The analysis (run by this server's queue, reading the video from the store) ends with a score.
  const row = page.getByRole('region', { name: 'Meus Videocurrículos' }).getByRole('row').nth(1);
  await expect(row.getByLabel(/^Nota \d+ de 10$/)).toBeVisible({ timeout: 240_000 });
  await row.getByRole('button', { name: `Feedback de ${audition.code}` }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback da apresentação' });
  await expect(feedback.getByLabel(/^Nota \d+ de 10$/)).toBeVisible();
  await expect(feedback.getByText(/^Média \d+ de 100, dividida por 10 e arredondada para cima\.$/)).toBeVisible();
  await shot(page, 's3-feedback');
  await page.keyboard.press('Escape');
  await expect(feedback).toBeHidden();

  // The video plays from the store: the API's link answers a presigned GET of the bucket.
  const fromStore = page.waitForResponse((res) => res.url().startsWith(`${store.endpoint}/`) && res.ok());
  await row.getByRole('button', { name: `Assistir ${audition.code}` }).click();
  const player = page.getByRole('dialog', { name: 'Vídeo da apresentação' });
  await expect
    .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  await fromStore;
  await request.dispose();
  await context.close();
});

// The professional stage's journeys: the demo student, what she says on camera, and the page
// helpers the stage specs share (photos, recorder steps, the draft, watching the published video).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, loginAs, shot } from '../fixtures.ts';
import { apiToken, bearer } from './api-login.ts';

export const ANA = { name: 'Ana Beatriz Souza', ra: '2024001' };
/** What Ana says in her video CV (heard by the fake speech recognition). */
export const SAID =
  'Olá, meu nome é Ana e sou estudante de Engenharia de Computação. Fiz estágio em uma empresa de software, ' +
  'onde desenvolvi testes automatizados e adorei trabalhar em equipe. Meu objetivo é crescer na carreira de ' +
  'qualidade de software, sempre feliz em aprender.';

// A toast raised while a dialog is open sits under the dialog's aria-hidden siblings.
export const toast = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

interface Row {
  id: number;
  ra: string;
  job_id: number;
}
export interface SentAudition {
  id: number;
  code: string;
  file_key: string | null;
  recognition: Array<{ similarity: number | null; emotion: string }>;
}

/** A job of the demo representative that Ana applied to (applying through the API when none). */
export const repJobWithAna = async (request: APIRequestContext): Promise<number> => {
  const rep = bearer(await apiToken(request, 'representative'));
  const apps = await request.get('/api/applications?page=1&limit=100', { headers: rep });
  expect(apps.status()).toBe(200);
  const mine = ((await apps.json()) as { data: Row[] }).data.find((a) => a.ra === ANA.ra);
  if (mine) return mine.job_id;
  const jobs = await request.get('/api/jobs/user?page=1&limit=100', { headers: rep });
  const job = ((await jobs.json()) as { data: Array<{ id: number; status: number }> }).data.find((j) => j.status === 1);
  if (!job) throw new Error('the demo representative has no open job');
  const student = bearer(await apiToken(request, 'student'));
  expect(
    (await request.post('/api/applications', { headers: student, data: { job_id: job.id, ra: ANA.ra } })).status(),
  ).toBe(201);
  return job.id;
};

/** Starts from no photos, so the journey sees the consent (re-runs on the same data included). */
export const clearPhotos = async (request: APIRequestContext) => {
  const student = bearer(await apiToken(request, 'student'));
  const list = await request.get('/api/stage/biometrics', { headers: student });
  for (const photo of ((await list.json()) as { data: Array<{ id: number }> }).data) {
    expect((await request.delete(`/api/stage/biometrics/${photo.id}`, { headers: student })).status()).toBe(204);
  }
};

export const capture = async (page: Page, pose: string) => {
  await expect(page.getByRole('heading', { level: 2, name: pose, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Capturar foto' }).click();
  // The newest: a pose captured again (after deleting its photo) may still show the first toast.
  await expect(toast(page, `Foto ${pose} cadastrada!`).last()).toBeVisible();
};

const STEPS = ['Cadastrar biometria', 'Realizar apresentação', 'Revisar apresentação', 'Apresentação submetida'];

/** docs/spec/04-states.md#recorder-steps: the four labels, and the active one (none after the upload: all done). */
export const expectStep = async (page: Page, active: string | null) => {
  const stepper = page.getByLabel('Etapas da apresentação');
  // A step's text is its icon's number (none once done) and its label.
  await expect(stepper.locator('.MuiStep-root')).toHaveText(STEPS.map((label) => new RegExp(`^\\d?${label}$`)));
  const current = stepper.locator('[aria-current="step"]');
  if (active) await expect(current).toHaveText(new RegExp(`${active}$`));
  else {
    await expect(current).toHaveCount(0);
    await expect(stepper.locator('.MuiStep-root.Mui-completed')).toHaveCount(STEPS.length);
  }
};

/** The audition the recorder keeps locally (docs/spec/04-states.md#audition-creation), or null. */
export const draftId = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('audition_draft') ?? 'null') as { audition_id: number } | null)?.audition_id ??
      null,
  );

export const darkToggle = (page: Page) =>
  page.getByRole('switch', { name: 'Modo escuro' }).or(page.getByRole('checkbox', { name: 'Modo escuro' }));

export const watchAsRepresentative = async (browser: Browser, jobId: number) => {
  const context = await browser.newContext();
  const rep = await context.newPage();
  await loginAs(rep, 'representative');
  await rep.goto(`/candidaturas/${jobId}`);
  const row = rep.getByRole('table', { name: 'Lista de candidaturas' }).getByRole('row').filter({ hasText: ANA.ra });
  await row.getByRole('button', { name: `Vídeo de apresentação de ${ANA.name}` }).click();
  const dialog = rep.getByRole('dialog', { name: 'Vídeo de apresentação' });
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  // The signed link really serves the recording: the browser reads its metadata.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  // The transcription is for administrators only.
  await expect(dialog.getByRole('heading', { name: 'Transcrição' })).toHaveCount(0);
  await shot(rep, 'stage-representative-video');
  await context.close();
};

/** The administrator watches the same video with its transcription below (docs/spec/13-open-behaviours.md#transcription). */
export const watchAsAdmin = async (browser: Browser, request: APIRequestContext, jobId: number, auditionId: number) => {
  const gpt = await request.get(`/api/gpt/${auditionId}`, { headers: bearer(await apiToken(request, 'admin')) });
  expect(gpt.status()).toBe(200);
  const { transcription } = (await gpt.json()) as { transcription: string | null };
  // The browser's transcript of the recording was stored with it.
  expect(transcription).toBe(SAID);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginAs(admin, 'admin');
  await admin.goto(`/candidaturas/${jobId}`);
  const row = admin.getByRole('table', { name: 'Lista de candidaturas' }).getByRole('row').filter({ hasText: ANA.ra });
  await row.getByRole('button', { name: `Vídeo de apresentação de ${ANA.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Vídeo de apresentação' });
  await expect(dialog.locator('video')).toBeVisible();
  const section = dialog.getByRole('region', { name: 'Transcrição' });
  await expect(section).toBeVisible();
  await expect(section).toContainText(transcription?.trim() || 'Nenhuma transcrição disponível');
  await section.scrollIntoViewIfNeeded();
  await shot(admin, 'stage-admin-video-transcription');
  await context.close();
};

// Submissions (docs/decisions/017-career-office-screens.md#submissions): the admin lists every professional-stage
// submission on 'Submissões', filters by student, RA, activity and day, copies an RA ('RA copiado
// com sucesso!') and opens a submission's feedback, video and transcription. The submission is
// sent through the API by the demo student 2024002 (the stage journey records 2024001's own).
// axe light and dark, wide and 375 px.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoHorizontalScroll, followMenu, loginAs, shot, test } from './fixtures.ts';
import { studentSession } from './support/student-terms.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes } from './support/color-modes.ts';
import { pngOf } from './support/png.ts';
import { announcedToast, openDialog } from './support/staff-forms.ts';

const BRUNO = { name: 'Bruno Carvalho Lima', ra: '2024002', password: 'Aluno@1234' };
const run = String(Date.now()).slice(-6);
const SAID = `Olá, sou o Bruno e quero atuar com dados (${run}).`;
/** A WebM's EBML header (doc type "webm"), padded: what the upload check reads. */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(4000, 7),
]);

/** Bruno sends a video CV through the API (five photos first, as the stage requires); its id. */
const sendVideoCv = async (request: APIRequestContext): Promise<number> => {
  const headers = bearer((await studentSession(request, BRUNO.ra, BRUNO.password)).token);
  const upload = async (data: Buffer, contentType: string, auditionId?: number) => {
    const signed = await request.post('/api/stage/uploads/sign', {
      headers,
      data: { file_name: 'arquivo', content_type: contentType, size: data.length, audition_id: auditionId },
    });
    expect(signed.status()).toBe(200);
    const { url, key } = (await signed.json()) as { url: string; key: string };
    expect((await request.put(url, { headers: { 'content-type': contentType }, data })).status()).toBe(200);
    return key;
  };
  // Face photos are signed only after the biometric consent (docs/decisions/016-security-hardening.md).
  const terms = (await (await request.get('/api/stage/biometric-consent', { headers })).json()) as {
    current_version: string;
  };
  const consent = await request.post('/api/stage/biometric-consent', {
    headers,
    data: { version: terms.current_version },
  });
  expect(consent.status()).toBeLessThan(300);
  const photos = (await (await request.get('/api/stage/biometrics', { headers })).json()) as { data: unknown[] };
  for (let i = photos.data.length; i < 5; i++) {
    const png = await pngOf(32, 32, (x, y) => [x * 8, y * 8, 120 + i * 20]);
    const key = await upload(png, 'image/png');
    expect((await request.post('/api/stage/biometrics', { headers, data: { file_key: key } })).status()).toBe(201);
  }
  const created = await request.post('/api/stage/auditions', { headers, data: { activity_id: 71 } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const key = await upload(WEBM, 'video/webm', id);
  const sent = await request.put(`/api/stage/auditions/${id}`, { headers, data: { file_key: key, transcript: SAID } });
  expect(sent.status()).toBe(200);
  // The analysis runs in the background: wait for its end, so the feedback has something to say.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/stage/auditions/${id}`, { headers })).json()) as { analysis_state: string })
          .analysis_state,
      { timeout: 60_000 },
    )
    .toMatch(/DONE|FAILED/);
  return id;
};

test('the admin finds a submission, copies the RA and opens its feedback, video and transcription', async ({
  page,
  request,
}) => {
  const id = await sendVideoCv(request);
  // What the analysis kept as the transcript (the speech-to-text step may replace the browser's).
  const detail = await request.get(`/api/stage/auditions/${id}`, {
    headers: bearer(await apiToken(request, 'admin')),
  });
  const stored = ((await detail.json()) as { transcription: Array<{ transcription: string | null }> }).transcription
    .map((t) => t.transcription?.trim())
    .filter(Boolean);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'admin');
  await followMenu(page, 'Submissões');
  await expect(page).toHaveURL(/\/palco\/submissoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submissões' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lista de submissões' });
  const row = table.getByRole('row').filter({ hasText: BRUNO.name }).first();
  await expect(row).toContainText('Videocurrículo');
  await auditBothModes(page, 'Submissões');

  // Filters: student name without accents, RA, activity, day.
  await page.getByRole('searchbox', { name: 'Buscar por aluno' }).fill('bruno carv');
  await expect(table.getByRole('row').filter({ hasText: 'Ana Beatriz Souza' })).toHaveCount(0);
  await expect(row).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por aluno' }).fill('');
  await page.getByRole('textbox', { name: 'RA' }).fill(BRUNO.ra);
  await expect(table.getByRole('row').filter({ hasNotText: BRUNO.name })).toHaveCount(1); // the header row
  await page.getByRole('combobox', { name: 'Atividade' }).click();
  await page.getByRole('option', { name: 'Entrevista simulada' }).click();
  await expect(page.getByText('Nenhuma submissão encontrada')).toBeVisible();
  await page.getByRole('combobox', { name: 'Atividade' }).click();
  await page.getByRole('option', { name: 'Videocurrículo' }).click();
  await expect(row).toBeVisible();
  await page.getByLabel('Enviada de').fill('2099-01-01');
  await expect(page.getByText('Nenhuma submissão encontrada')).toBeVisible();
  await page.getByLabel('Enviada de').fill('');
  await expect(row).toBeVisible();

  // Copy the RA.
  await row.getByRole('button', { name: `Copiar RA ${BRUNO.ra}` }).click();
  await expect(announcedToast(page, 'RA copiado com sucesso!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BRUNO.ra);

  // Feedback, video and transcription.
  await row.getByRole('button', { name: /^Feedback de / }).click();
  let dialog = openDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Feedback da apresentação' })).toBeVisible();
  await auditBothModes(page, 'Submissões: feedback', '.MuiDialog-root');
  await shot(page, 'office-submission-feedback');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /^Assistir / }).click();
  dialog = openDialog(page);
  await expect(dialog.locator('video')).toHaveAttribute('src', /.+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: `Transcrição de ${BRUNO.name}` }).click();
  dialog = openDialog(page);
  await expect(dialog).toContainText(stored[0] ?? 'Nenhuma transcrição disponível');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await auditBothModes(page, 'Submissões at 375 px');
  await shot(page, 'office-submissions-375');
});

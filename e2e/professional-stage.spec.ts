// Journey: the professional stage (docs/spec/02-screens.md#professional-stage;
// docs/spec/04-states.md recorder steps, recording, biometrics, publish, delete; docs/spec/08-messages.md) in Chromium with a fake
// camera playing a real face (e2e/support/fake-camera.ts): the LGPD consent, the five photos, a
// short video CV recorded and sent, its row, the publish toggle, the company representative
// watching it from the applications table, and its deletion by typing 'excluir'. The recorder's
// steps, the upload progress, the feedback view (each number explained, with a tip), the admin's
// transcription, the countdown's end and the draft kept across a reload.
import type { Response } from '@playwright/test';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { cameraLaunchOptions } from './support/chromium.ts';
import { fakeCameraFile, fakeCameraPath, fakeSpeechRecognition } from './support/fake-camera.ts';
import {
  ANA,
  SAID,
  capture,
  clearPhotos,
  darkToggle,
  draftId,
  expectStep,
  repJobWithAna,
  toast,
  watchAsAdmin,
  watchAsRepresentative,
  type SentAudition,
} from './support/stage.ts';

test.use({
  permissions: ['camera', 'microphone', 'clipboard-read', 'clipboard-write'],
  launchOptions: cameraLaunchOptions(fakeCameraPath()),
});

// The browser starts with the first test, after the video file exists.
test.beforeAll(async () => {
  await fakeCameraFile();
});

test('a student registers the face photos, records a video CV, publishes it and deletes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const jobId = await repJobWithAna(request);
  await clearPhotos(request);
  await page.addInitScript(...fakeSpeechRecognition(SAID));
  await loginAs(page, 'student');

  // The stage's home, light and dark.
  await page.goto('/palco-profissional');
  await expect(page.getByRole('heading', { level: 1, name: 'Palco profissional' })).toBeVisible();
  const cvTable = page.getByRole('region', { name: 'Meus Videocurrículos' });
  await expect(page.getByRole('heading', { level: 2, name: 'Minhas Entrevistas Simuladas' })).toBeVisible();
  await expect(page.getByText('Biometria: 0 de 5 fotos')).toBeVisible();
  await shot(page, 'stage-home-light');
  await darkToggle(page).click();
  await expect(darkToggle(page)).toBeChecked();
  await shot(page, 'stage-home-dark');
  await darkToggle(page).click();

  // The picker: Continuar waits for an activity; the interview needs a job.
  await page.getByRole('button', { name: 'Iniciar nova apresentação' }).click();
  const picker = page.getByRole('dialog', { name: 'Nova apresentação' });
  await expect(picker.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await picker.getByRole('radio', { name: /Entrevista simulada/ }).check();
  await picker.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Selecione uma vaga válida!')).toBeVisible();
  await shot(page, 'stage-picker-interview');
  await picker.getByRole('radio', { name: /Videocurrículo/ }).check();
  await picker.getByRole('button', { name: 'Continuar' }).click();

  // Without the five photos the recorder sends the student to the biometrics, consent first.
  await expect(page).toHaveURL(/\/biometrics\?atividade=71$/);
  await expect(page.getByRole('heading', { name: 'Consentimento para uso de fotos do rosto' })).toBeVisible();
  await expect(page.getByText(/dados pessoais sensíveis/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir câmera' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Concordo, abrir a câmera' })).toBeDisabled();
  await expectStep(page, 'Cadastrar biometria');
  await shot(page, 'stage-biometrics-consent');
  await page.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await page.getByRole('button', { name: 'Concordo, abrir a câmera' }).click();
  await page.getByRole('button', { name: 'Abrir câmera' }).click();
  await expect(page.getByRole('button', { name: 'Capturar foto' })).toBeEnabled();

  await capture(page, 'Frente');
  await capture(page, 'Direita');
  await shot(page, 'stage-biometrics-two');
  // Deleting a photo puts its pose back in the pending list, in its place.
  await page.getByRole('button', { name: 'Excluir foto Direita' }).click();
  await page.getByRole('alertdialog', { name: 'Excluir foto' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Foto Direita excluída.')).toBeVisible();
  await capture(page, 'Direita');
  await capture(page, 'Esquerda');
  await capture(page, 'Cima');
  await capture(page, 'Baixo');
  await expect(page.getByText('Biometria cadastrada! Você já pode gravar a sua apresentação.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fotos cadastradas' }).getByRole('img')).toHaveCount(5);
  await shot(page, 'stage-biometrics-done');
  await page.getByRole('link', { name: 'Ir para a apresentação' }).click();

  // The recorder: steps, check items, Iniciar -> countdown -> Encerrar -> preview.
  await expect(page).toHaveURL(/\/recorder\/71$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Videocurrículo' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Itens para conferir' }).getByRole('listitem')).toHaveCount(3);
  const start = page.getByRole('button', { name: 'Iniciar' });
  await expect(start).toBeEnabled();
  await expectStep(page, 'Realizar apresentação');
  const draft = await draftId(page);
  expect(draft).toBeGreaterThan(0);
  await shot(page, 'stage-recorder-idle');
  // axe on the recorder (docs/decisions/008-proof-suites.md): it needs this spec's fake camera and photos to open at all.
  await expectNoSeriousA11yViolations(page, 'student: recorder, ready');
  // The first frame (at 3 s) goes to the face comparison: the take runs until it has been answered.
  const isFaceCompare = (res: Response) =>
    res.url().endsWith('/api/stage/face/compare') && res.request().method() === 'POST';
  const firstFrame = page.waitForResponse(isFaceCompare, { timeout: 30_000 });
  await start.click();
  const timer = page.getByRole('timer', { name: 'Tempo restante' });
  await expect(timer).toHaveText(/^0[67]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
  await expect(start).toHaveCount(0);
  await firstFrame;
  await shot(page, 'stage-recorder-recording');
  await page.getByRole('button', { name: 'Encerrar' }).click();
  const preview = page.getByLabel('Prévia da gravação');
  await expect(preview).toBeVisible();
  await expectStep(page, 'Revisar apresentação');
  await shot(page, 'stage-recorder-preview');
  await expectNoSeriousA11yViolations(page, 'student: recorder, preview');

  // Refazer goes back to the start; a second take is sent.
  await page.getByRole('button', { name: 'Refazer' }).click();
  await expect(start).toBeVisible();
  const secondFrame = page.waitForResponse(isFaceCompare, { timeout: 30_000 });
  await start.click();
  await secondFrame;
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(preview).toBeVisible();
  // The video's signed PUT is held until the upload progress bar has been seen.
  const videoUpload = (url: URL) => url.pathname.startsWith('/api/stage/uploads/') && url.pathname.endsWith('.webm');
  let releaseUpload = () => {};
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(videoUpload, async (route) => {
    if (route.request().method() === 'PUT') await uploadReleased;
    await route.fallback();
  });
  const sentAt = Date.now();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progresso do envio' })).toBeVisible();
  await expectStep(page, 'Revisar apresentação');
  await shot(page, 'stage-recorder-uploading');
  releaseUpload();
  const success = page.getByRole('dialog', { name: 'Apresentação enviada com sucesso!' });
  await expect(success).toBeVisible({ timeout: 60_000 });
  console.log(
    `stage: 'Enviar' to the success dialog took ${Date.now() - sentAt} ms (the PUT held until the progress bar showed)`,
  );
  await page.unroute(videoUpload);
  await expectStep(page, null);
  await expect(success.getByText(/feedback por e-mail/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('audition_draft'))).toBeNull();
  await shot(page, 'stage-recorder-sent');
  await expectNoSeriousA11yViolations(page, 'student: recorder, sent dialog', { include: '.MuiDialog-root' });
  await success.getByRole('link', { name: 'Voltar ao Palco Profissional' }).click();

  // The new row: code with copy, publish, video.
  await expect(page).toHaveURL(/\/palco-profissional$/);
  const row = cvTable.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const student = bearer(await apiToken(request, 'student'));
  const sent = async () => {
    const list = await request.get('/api/stage/auditions?activity_id=71&recognition=1', { headers: student });
    return ((await list.json()) as { data: SentAudition[] }).data.filter((a) => a.file_key);
  };
  const [audition] = await sent();
  if (!audition) throw new Error('the video CV was not stored');
  expect(audition.file_key).toMatch(/\.webm$/);
  // The audition sent is the one the recorder kept as its draft.
  expect(audition.id).toBe(draft);
  // Until the analysis ends the row says where it is ('Na fila', 'Em análise').
  await expect(row.getByText(/^(Na fila|Em análise)$/).or(row.getByLabel(/^Nota \d+ de 10$/))).toBeVisible();
  await expect(cvTable.getByRole('row')).toHaveCount(2);
  await expect(row.getByText(`${audition.code.slice(0, 12)}...`)).toBeVisible();
  await row.getByRole('button', { name: `Copiar código ${audition.code}` }).click();
  await expect(toast(page, 'Código copiado com sucesso!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(audition.code);

  await row.getByRole('button', { name: `Assistir ${audition.code}` }).click();
  const player = page.getByRole('dialog', { name: 'Vídeo da apresentação' });
  await expect
    .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await shot(page, 'stage-home-video');
  await player.getByRole('button', { name: 'Fechar' }).last().click();

  const publish = row
    .getByRole('switch', { name: `Publicar videocurrículo ${audition.code}` })
    .or(row.getByRole('checkbox', { name: `Publicar videocurrículo ${audition.code}` }));
  await expect(publish).not.toBeChecked();
  await publish.click();
  await expect(toast(page, 'Vídeo currículo atualizado com sucesso!')).toBeVisible();
  await expect(publish).toBeChecked();
  await shot(page, 'stage-home-published');

  // The analysis ends with a score (AI average / 10, rounded up) and the feedback lines as bars;
  // the e-mail's link (?apresentacao={code}) opens the same feedback.
  await expect(row.getByLabel(/^Nota \d+ de 10$/)).toBeVisible({ timeout: 90_000 });
  // The dominant emotion with its percentage to 2 decimals.
  await expect(row.getByText(/^(Feliz|Calmo|Surpreso|Triste|Confuso|Indefinido) \(\d{1,3}\.\d{2}%\)$/)).toBeVisible();
  await row.getByRole('button', { name: `Feedback de ${audition.code}` }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback da apresentação' });
  // The feedback view: the score with how it is computed, the dominant emotion, and per
  // criterion a bar out of 100, why (what was measured) and one tip (GET /api/gpt/{id}).
  await expect(feedback.getByLabel(/^Nota \d+ de 10$/)).toBeVisible();
  await expect(feedback.getByText(/^Média \d+ de 100, dividida por 10 e arredondada para cima\.$/)).toBeVisible();
  await expect(
    feedback.getByText(/^(Feliz|Calmo|Surpreso|Triste|Confuso|Indefinido) \(\d{1,3}\.\d{2}%\)$/),
  ).toBeVisible();
  const criteria = feedback.getByRole('list', { name: 'Critérios avaliados' }).getByRole('listitem');
  await expect(criteria.first()).toBeVisible();
  const presence = criteria.filter({ has: page.getByRole('heading', { name: 'Presença' }) });
  await expect(presence.getByRole('progressbar', { name: /^Presença: \d{1,3} de 100$/ })).toBeVisible();
  await expect(presence.getByText(/^Por quê: Seu rosto foi reconhecido em \d+ de \d+ quadros?/)).toBeVisible();
  await expect(presence.getByText(/^Dica: .{10,}/)).toBeVisible();
  await expect(feedback.getByText(/^Média$/)).toBeVisible();
  // What she said was scored too: the three parts of a video CV were found.
  const structure = criteria.filter({ has: page.getByRole('heading', { name: 'Estrutura' }) });
  await expect(structure.getByRole('progressbar', { name: 'Estrutura: 100 de 100' })).toBeVisible();
  await expect(structure.getByText(/^Por quê: Encontramos 3 de 3 partes/)).toBeVisible();
  await expect(
    criteria.filter({ has: page.getByRole('heading', { name: 'Clareza' }) }).getByText(/^Dica: /),
  ).toBeVisible();
  await shot(page, 'stage-home-feedback');
  // The speech's tone with its four scores (GET /api/comprehend/{id}), and the face check of the frames.
  const tone = feedback.getByRole('region', { name: 'Tom do discurso' });
  await tone.scrollIntoViewIfNeeded();
  await expect(tone.getByText('Positivo', { exact: true }).first()).toBeVisible();
  for (const label of ['Positivo', 'Neutro', 'Misto', 'Negativo']) {
    await expect(tone.getByRole('progressbar', { name: new RegExp(`^${label}: \\d{1,3}%$`) })).toBeVisible();
  }
  const faces = feedback.getByRole('region', { name: 'Reconhecimento facial' });
  await faces.scrollIntoViewIfNeeded();
  await expect(faces.getByText(/Seu rosto foi reconhecido em/)).toBeVisible();
  await shot(page, 'stage-home-feedback-end');
  await feedback.getByRole('button', { name: 'Fechar' }).last().click();
  await page.goto(`/palco-profissional?apresentacao=${audition.code}`);
  await expect(page.getByRole('dialog', { name: 'Feedback da apresentação' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Feedback da apresentação' })
    .getByRole('button', { name: 'Fechar' })
    .last()
    .click();
  await expect(page).toHaveURL(/\/palco-profissional$/);

  // The company representative of a job Ana applied to watches it; the admin also reads the
  // transcription.
  await watchAsRepresentative(browser, jobId);
  await watchAsAdmin(browser, request, jobId, audition.id);

  // The frames taken while recording were compared with a registered photo of the same face
  // (the server loads its face models on first use: this can take a while).
  await expect
    .poll(async () => (await sent())[0]?.recognition.length ?? 0, { timeout: 120_000, intervals: [2000] })
    .toBeGreaterThan(0);
  const frames = (await sent())[0]!.recognition;
  console.log(
    `stage: ${frames.length} frame(s) analysed, similarity ${frames.map((f) => f.similarity).join(', ')}, emotion ${frames.map((f) => f.emotion).join(', ')}`,
  );
  expect(Math.max(...frames.map((f) => f.similarity ?? 0))).toBeGreaterThan(50);

  // Deleting needs the word 'excluir'.
  await row.getByRole('button', { name: `Excluir ${audition.code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir apresentação' });
  await expect(confirm.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await confirm.getByLabel('Confirmação').fill('EXCLUIR');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Apresentação de vídeo excluída com sucesso')).toBeVisible();
  await expect(cvTable.getByText('Nenhuma apresentação encontrada')).toBeVisible();
  const published = await request.get(`/api/video/auditions/${ANA.ra}/published`, {
    headers: bearer(await apiToken(request, 'representative')),
  });
  expect(published.status()).toBe(404);
});

test('a reload keeps the draft audition; the end of the countdown stops the recording', async ({ page, request }) => {
  // The page's clock is Playwright's: it runs normally until the test jumps 7 minutes ahead.
  await page.clock.install();
  await loginAs(page, 'student');
  const student = bearer(await apiToken(request, 'student'));
  const auditions = async () => {
    const list = await request.get('/api/stage/auditions?activity_id=71&page=1&limit=1', { headers: student });
    expect(list.status()).toBe(200);
    return ((await list.json()) as { meta: { total: number } }).meta.total;
  };

  // docs/spec/04-states.md#audition-creation: the recorder reuses the locally kept draft.
  await page.goto('/recorder/71');
  const start = page.getByRole('button', { name: 'Iniciar' });
  await expect(start).toBeEnabled();
  const draft = await draftId(page);
  expect(draft).toBeGreaterThan(0);
  const count = await auditions();
  await page.reload();
  await expect(start).toBeEnabled();
  expect(await draftId(page)).toBe(draft);
  expect(await auditions()).toBe(count);
  await page.goto('/palco-profissional');
  await page.goto('/recorder/71');
  await expect(start).toBeEnabled();
  expect(await draftId(page)).toBe(draft);
  expect(await auditions()).toBe(count);

  // 'Tempo esgotado!': at 00:00 the recording stops and its preview is ready to send.
  await start.click();
  const timer = page.getByRole('timer', { name: 'Tempo restante' });
  await expect(timer).toHaveText(/^0[67]:\d\d$/);
  await expectStep(page, 'Realizar apresentação');
  await page.clock.fastForward('07:00');
  await expect(toast(page, 'Tempo esgotado!')).toBeVisible();
  await expect(timer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Encerrar' })).toHaveCount(0);
  await expect(page.getByLabel('Prévia da gravação')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await expectStep(page, 'Revisar apresentação');
  await shot(page, 'stage-recorder-time-up');
  await page.getByRole('button', { name: 'Refazer' }).click();
  await expect(start).toBeVisible();
  expect(await auditions()).toBe(count);
});

test('an unknown activity and the interview questions of a job', async ({ page, request }) => {
  const jobId = await repJobWithAna(request);
  await loginAs(page, 'student');
  await page.goto('/recorder/99');
  await expect(page.getByText('A atividade informada não existe!')).toBeVisible();
  await shot(page, 'stage-recorder-unknown');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/palco-profissional$/);

  // The interview picks a job the student applied to; its script is written on first use.
  await page.getByRole('button', { name: 'Iniciar nova apresentação' }).click();
  const picker = page.getByRole('dialog', { name: 'Nova apresentação' });
  await picker.getByRole('radio', { name: /Entrevista simulada/ }).check();
  await picker.getByLabel('Vaga da entrevista').click();
  await page.getByRole('option').nth(1).click();
  await picker.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/recorder\/72\?vaga=\d+$/);
  const chosen = Number(new URL(page.url()).searchParams.get('vaga'));
  expect(chosen).toBeGreaterThan(0);
  expect(jobId).toBeGreaterThan(0);
  const questions = page.getByRole('region', { name: 'Perguntas da entrevista' }).getByRole('listitem');
  await expect(questions.first()).toBeVisible({ timeout: 20_000 });
  expect(await questions.count()).toBeGreaterThanOrEqual(8);
  await shot(page, 'stage-recorder-interview');

  // On a phone the camera is portrait (240x427 below 800 px) and the tables become cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/recorder/71');
  const start = page.getByRole('button', { name: 'Iniciar' });
  await expect(start).toBeEnabled();
  await start.click();
  const camera = page.getByLabel('Imagem da câmera');
  await expect.poll(() => camera.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const box = await camera.boundingBox();
  expect(box!.height).toBeGreaterThan(box!.width);
  await shot(page, 'stage-recorder-phone');
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Refazer' }).click();
  await page.goto('/palco-profissional');
  // The takes left unsent stay as drafts: 'Não enviada' in each table.
  for (const table of ['Meus Videocurrículos', 'Minhas Entrevistas Simuladas']) {
    await expect(page.getByRole('region', { name: table }).getByText('Não enviada').first()).toBeVisible();
  }
  await shot(page, 'stage-home-phone');
  await page.goto('/biometrics');
  await expect(page.getByText('Biometria cadastrada! Você já pode gravar a sua apresentação.')).toBeVisible();
  await shot(page, 'stage-biometrics-phone');
});

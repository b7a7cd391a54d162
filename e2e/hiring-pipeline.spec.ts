// Hiring pipeline (docs/decisions/011-hiring-pipeline.md): the representative drags a card to
// Entrevista and schedules it, the student sees the stage and the interview, the .eml carries a
// VCALENDAR invitation, the representative rejects by keyboard with a reason, the student sees it.
import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { expect, loginAs, shot, test } from './fixtures.ts';
import { outboxSnapshot, waitForMail } from './support/mail.ts';
import { auditBothModes, freshApplication } from './support/pipeline.ts';

const ANA = 'ana.souza@aluno.demo.edu.br';

test('drag to Entrevista, invitation by e-mail, rejection by keyboard, the student follows', async ({
  page,
  browser,
  dataDir,
}) => {
  test.setTimeout(120_000);
  const { id, jobId } = await freshApplication(page);
  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${jobId}?visao=quadro`);
  const card = page.getByTestId(`card-${id}`);
  const interviewColumn = page.getByTestId('column-interview');
  await expect(page.getByTestId('column-received').getByTestId(`card-${id}`)).toBeVisible();

  // dnd-kit's PointerSensor starts after 8 px of movement: real pointer moves in steps.
  // Boxes are read once the board is in view: a scroll between reading and moving would miss.
  await page.getByTestId('column-received').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await interviewColumn.boundingBox())?.y ?? -1).toBeGreaterThan(0);
  const from = (await card.getByText('Enviada em').boundingBox())!;
  const to = (await interviewColumn.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: /para Entrevista/ });
  await expect(dialog).toBeVisible();
  await shot(page, 'pipeline-move-dialog');
  const day = new Date(Date.now() + 3 * 86_400_000);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Data').fill(iso);
  await dialog.getByLabel('Horário').fill('14:30');
  await dialog.getByLabel('Local ou link da reunião').fill('https://meet.example.com/entrevista-ana');
  const before = outboxSnapshot(dataDir);
  await dialog.getByRole('button', { name: 'Mover', exact: true }).click();
  await expect(interviewColumn.getByTestId(`card-${id}`)).toBeVisible();

  // The invitation: a text/calendar part with a valid VCALENDAR (mailparser reads the .eml).
  const mail = await waitForMail(dataDir, ANA, before);
  const parsed = await simpleParser(fs.readFileSync(mail.file));
  const ics = parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8') ?? '';
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
  expect(ics).toMatch(/END:VCALENDAR\r?\n$/);
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toMatch(
    /BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*LOCATION:https:\/\/meet.example.com\/entrevista-ana[\s\S]*END:VEVENT/,
  );
  expect(parsed.html || '').toContain('/candidaturas');

  // The student sees the stage and the interview.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await loginAs(studentPage, 'student');
  await studentPage.goto('/candidaturas');
  const stepper = studentPage.getByRole('list', { name: 'Minhas candidaturas' }).getByLabel('Etapa atual: Entrevista');
  await expect(stepper.first()).toBeVisible();
  await expect(studentPage.getByText('https://meet.example.com/entrevista-ana').first()).toBeVisible();

  // Rejection by keyboard only: the card's menu, the reason list, the dialog's button.
  await page.setViewportSize({ width: 375, height: 800 });
  await card.getByRole('button', { name: /^Mover / }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Não selecionada' }).focus();
  await page.keyboard.press('Enter');
  const reject = page.getByRole('dialog', { name: /para Não selecionada/ });
  await expect(reject).toBeVisible();
  await reject.getByRole('combobox', { name: 'Motivo (opcional)' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Processo seletivo encerrado' }).focus();
  await page.keyboard.press('Enter');
  await reject.getByRole('button', { name: 'Mover', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('column-rejected').getByTestId(`card-${id}`)).toBeVisible();
  await auditBothModes(page, 'pipeline board, 375 px', 'pipeline-board-375');

  await studentPage.setViewportSize({ width: 375, height: 800 });
  await studentPage.reload();
  // The list's toast slides in once the data is there; axe waits for its transition, so wait for it.
  await expect(studentPage.getByText('Listando candidaturas encontradas.')).toBeVisible();
  await expect(studentPage.getByLabel('Etapa atual: Não selecionada').first()).toBeVisible();
  await expect(studentPage.getByText('Processo seletivo encerrado').first()).toBeVisible();
  await auditBothModes(studentPage, 'applications stepper, 375 px', 'pipeline-stepper-375');
  await studentContext.close();
});

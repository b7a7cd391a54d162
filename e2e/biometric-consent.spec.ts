// Journey: consent to face images (LGPD art. 11; docs/decisions/016-security-hardening.md). A
// student who never consented is asked before any face photo; refusing keeps the camera closed
// and the server refuses face images (403); accepting records the text's version and time on the
// server, and the LGPD export ('Baixar meus dados', after the password) shows them.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, fillStudentLogin, screensDir, shot, submitButton, test } from './fixtures.ts';
import { studentSession } from './support/student-terms.ts';
import { bearer } from './support/api-login.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createThrowawayStudent, type ThrowawayStudent } from './support/throwaway-student.ts';

const run = Date.now().toString().slice(-6);
const CONSENT_REQUIRED =
  'Aceite o consentimento para uso de fotos do rosto na página Cadastrar biometria antes de enviar imagens.';

interface ConsentAnswer {
  current_version: string;
  consent: { version: string; accepted_at: string } | null;
}

/** What the server holds, and whether it signs a face-photo upload, asked with the student's own session. */
const serverView = async (request: APIRequestContext, student: ThrowawayStudent) => {
  const headers = bearer((await studentSession(request, student.ra, student.password)).token);
  const consent = (await (await request.get('/api/stage/biometric-consent', { headers })).json()) as ConsentAnswer;
  const sign = await request.post('/api/stage/uploads/sign', {
    headers,
    data: { file_name: 'rosto.png', content_type: 'image/png', size: 68 },
  });
  const signed = { status: sign.status(), message: sign.ok() ? '' : (await sign.json()).errors[0].message };
  await request.post('/api/logout', { headers });
  return { consent, signed };
};

test('a student refuses the face-photo consent, then accepts it, and finds it in the data export', async ({
  page,
  request,
}) => {
  const student = await createThrowawayStudent(request, `Estudante Consentimento ${run}`, `8${run}1`);
  await page.goto('/');
  await fillStudentLogin(page, student.ra, student.password);
  await submitButton(page).click();
  const resumeLink = page.getByRole('link', { name: /^Meu currículo/ });
  await expect(resumeLink).toBeVisible();

  // Asked before any photo: no camera, 'Concordo' waits for the box.
  await page.goto('/biometrics');
  const consentTitle = page.getByRole('heading', { name: 'Consentimento para uso de fotos do rosto' });
  await expect(consentTitle).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir câmera' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Concordo, abrir a câmera' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'biometric consent');
  await shot(page, 'biometric-consent');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByRole('button', { name: 'Não concordo' })).toBeVisible();
  await shot(page, 'biometric-consent-375-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Refusing: back to the stage, nothing recorded, the server refuses face images.
  await page.getByRole('button', { name: 'Não concordo' }).click();
  await expect(page).toHaveURL(/\/palco-profissional$/);
  await expect(
    page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Sem o seu consentimento' }),
  ).toBeVisible();
  const refused = await serverView(request, student);
  expect(refused.consent.consent).toBeNull();
  expect(refused.signed).toEqual({ status: 403, message: CONSENT_REQUIRED });

  // Asked again next time; accepting by keyboard records the current version and the time.
  await page.goto('/biometrics');
  await expect(consentTitle).toBeVisible();
  const box = page.getByRole('checkbox', { name: /Li e concordo/ });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const before = Date.now();
  await page.getByRole('button', { name: 'Concordo, abrir a câmera' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Abrir câmera' })).toBeVisible();
  const accepted = await serverView(request, student);
  expect(accepted.consent.consent?.version).toBe(accepted.consent.current_version);
  expect(Date.parse(accepted.consent.consent!.accepted_at)).toBeGreaterThanOrEqual(before - 5_000);
  expect(accepted.signed.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Abrir câmera' })).toBeVisible();
  await expect(consentTitle).toHaveCount(0);

  // The export lists it, with the version and the time.
  await resumeLink.click();
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const ask = page.getByRole('dialog', { name: 'Baixar meus dados' });
  await ask.getByLabel('Sua senha').fill(student.password);
  const downloading = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Baixar' }).click();
  const saved = path.join(path.dirname(screensDir), `meus-dados-${student.ra}.json`);
  await (await downloading).saveAs(saved);
  const data = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
    other: { professional_stage: { biometric_consents: Array<{ version: string; accepted_at: string }> } };
  };
  expect(data.other.professional_stage.biometric_consents).toEqual([accepted.consent.consent]);
});

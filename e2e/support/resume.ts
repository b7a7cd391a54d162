// The resume journeys' helpers: the screen's parts, screenshots, a profile picture and a
// certificate to upload, and the demo student's resume put back as the demo data has it.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, expect, screensDir, shot } from '../fixtures.ts';
import { apiToken, bearer } from './api-login.ts';
import { pngOf } from './png.ts';

// A toast raised while a dialog is open sits under the dialog's aria-hidden siblings (shared Toaster).
export const toast = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
export const main = (page: Page) => page.locator('#conteudo');
export const darkSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Modo escuro' }).or(page.getByRole('checkbox', { name: 'Modo escuro' }));

/** A full-page screenshot taken with the viewport grown to the page, so the fixed top bar stays on top. */
export const pageShot = async (page: Page, name: string): Promise<void> => {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await shot(page, name);
  await page.setViewportSize(viewport);
};

/** The visible window only (dialogs). */
export const viewShot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: path.join(screensDir, `${name}.png`) });
};

/** A PNG with a diagonal blue-to-gold gradient (the profile picture). */
export const png = (size = 96): Promise<Buffer> =>
  pngOf(size, size, (x, y) => {
    const t = (x + y) / (2 * size);
    return [Math.round(11 + t * 234), Math.round(61 + t * 118), Math.round(145 - t * 144)];
  });

/** A one-page PDF (the certificate). */
export const pdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 58 >>\nstream\nBT /F1 24 Tf 72 760 Td (Certificado de participacao) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** The demo student's id (RA 2024001, 'Ana Beatriz Souza'). */
export const anaStudentId = async (request: APIRequestContext): Promise<number> => {
  const login = await request.post('/api/login-student', {
    data: { ra: accounts.student.ra, password: accounts.student.password },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { student_id: number; token: string };
  await request.post('/api/logout', { headers: bearer(body.token) });
  return body.student_id;
};

/** Removes what an earlier attempt of this journey added to the demo resume (retries share the database). */
export const resetAnaResume = async (request: APIRequestContext): Promise<void> => {
  const token = await apiToken(request, 'student');
  const id = await anaStudentId(request);
  const resume = (await (await request.get(`/api/students/${id}`, { headers: bearer(token) })).json()) as {
    skills: Array<{ id: number; name: string }>;
    professionalExperiences: Array<{ id: number; company_name: string }>;
    events: Array<{ id: number; title: string }>;
  };
  for (const s of resume.skills.filter((k) => ['Pyton', 'Python', 'Excel'].includes(k.name)))
    await request.delete(`/api/skills/${s.id}`, { headers: bearer(token) });
  for (const e of resume.professionalExperiences.filter((x) => x.company_name.startsWith('Agência Horizonte'))) {
    await request.delete(`/api/professional-experiences/${e.id}`, { headers: bearer(token) });
  }
  for (const e of resume.events.filter((x) => x.title.startsWith('Oficina de visualização')))
    await request.delete(`/api/events/${e.id}`, { headers: bearer(token) });
};

/** Chooses `option` in the MUI select labelled `label`. */
export const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

// Every staff screen (docs/spec/02-screens.md#screen-details) in light and dark mode, for review (screens/staff-screen-*.png):
// Usuários (list, student form, import), Empresas (list, form), Vagas cadastradas (list, form),
// Tipos de contrato, Cursos e seleções, Candidaturas (all and one job) and the sign-up wizard.
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, loginAs, shot, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { choose, dialogSettled, openDialog, textbox } from './support/staff-forms.ts';

/** Dark mode comes from the system preference when the user never chose (lib/color-mode). */
const modes = ['light', 'dark'] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits for the list's rows (not the skeleton) and takes the shot. */
const listShot = async (page: Page, name: string) => {
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await shot(page, name);
};

for (const mode of modes) {
  test.describe(`staff screens, ${mode}`, () => {
    test.use({ colorScheme: mode });

    test(`admin screens (${mode})`, async ({ page }) => {
      await loginAs(page, 'admin');
      await expect(heading(page, 'Usuários')).toBeVisible();
      await listShot(page, `staff-screen-users-${mode}`);

      await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
      await choose(page, openDialog(page), 'Função', 'Estudante');
      await dialogSettled(page);
      await shot(page, `staff-screen-users-form-student-${mode}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Importar alunos' }).click();
      await openDialog(page)
        .getByLabel('Arquivo CSV de alunos')
        .setInputFiles({
          name: 'turma.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('RA;Nome;E-mail;Curso\n9990001;Ana Teste;ana.t@x.com;Direito\n;Sem RA;ruim;Medicina\n'),
        });
      await expect(openDialog(page).getByRole('table', { name: 'Prévia da importação' })).toBeVisible();
      await dialogSettled(page);
      await shot(page, `staff-screen-users-import-${mode}`);
      await page.getByRole('button', { name: 'Cancelar' }).click();

      await page.goto('/empresas');
      await expect(heading(page, 'Empresas')).toBeVisible();
      await listShot(page, `staff-screen-companies-${mode}`);
      await page.getByRole('button', { name: 'Adicionar empresa' }).click();
      await dialogSettled(page);
      await shot(page, `staff-screen-companies-form-${mode}`);
      await page.keyboard.press('Escape');

      await page.goto('/vagas');
      await expect(heading(page, 'Vagas cadastradas')).toBeVisible();
      await listShot(page, `staff-screen-jobs-${mode}`);
      await page.getByRole('button', { name: 'ADICIONAR VAGA' }).click();
      await dialogSettled(page);
      await shot(page, `staff-screen-jobs-form-${mode}`);
      await page.keyboard.press('Escape');

      await page.goto('/tipos-contrato');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await listShot(page, `staff-screen-contract-types-${mode}`);

      await page.goto('/orientacoes');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await listShot(page, `staff-screen-orientations-${mode}`);

      await page.goto('/candidaturas');
      await expect(heading(page, 'Candidaturas')).toBeVisible();
      await listShot(page, `staff-screen-applications-admin-${mode}`);
    });

    test(`student import on a phone (${mode})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await loginAs(page, 'admin');
      await page.getByRole('button', { name: 'Importar alunos' }).click();
      await openDialog(page)
        .getByLabel('Arquivo CSV de alunos')
        .setInputFiles({
          name: 'turma.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('RA;Nome;E-mail;Curso\n9990002;Bia Teste;bia.t@x.com;Direito\n;Sem RA;ruim;Medicina\n'),
        });
      // Rows become cards on phones.
      const cards = openDialog(page).getByRole('list', { name: 'Prévia da importação' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(1)).toContainText('Curso não encontrado: Medicina');
      expect((await openDialog(page).boundingBox())?.width).toBe(375);
      await expectNoHorizontalScroll(page, 375);
      await dialogSettled(page);
      await shot(page, `staff-screen-users-import-phone-${mode}`);
    });

    test(`representative applications of a job (${mode})`, async ({ page, request }) => {
      const token = await apiToken(request, 'representative');
      const jobs = (await (await request.get('/api/jobs/user?limit=100', { headers: bearer(token) })).json()) as {
        data: Array<{ id: number; applications_count: number }>;
      };
      const job = jobs.data.find((j) => j.applications_count > 0);
      expect(job).toBeDefined();
      await loginAs(page, 'representative');
      await page.goto(`/candidaturas/${job!.id}`);
      await expect(page.getByRole('table', { name: 'Lista de candidaturas' })).toBeVisible();
      await listShot(page, `staff-screen-applications-job-${mode}`);
    });

    test(`sign-up wizard (${mode})`, async ({ page }) => {
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de representante' })).toBeVisible();
      await shot(page, `staff-screen-signup-step1-${mode}`);
      await textbox(page, 'Nome').fill('Tela Teste');
      await textbox(page, 'E-mail').fill(`tela.${mode}.${Date.now()}@exemplo.com.br`);
      await page.getByLabel(/^Senha\s*\*?$/).fill('Tela@20245');
      await page.getByLabel(/^Confirmação de Senha\s*\*?$/).fill('Tela@20245');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de empresa' })).toBeVisible();
      await shot(page, `staff-screen-signup-step2-${mode}`);
    });
  });
}

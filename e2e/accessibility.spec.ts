// Accessibility (docs/decisions/008-proof-suites.md, 022): axe-core (WCAG 2.0/2.1/2.2 A and AA) on
// every screen of every role and on the main dialogs, in light and dark mode, at 1280 and 375 px:
// no serious or critical violation. The keyboard checks are in e2e/keyboard.spec.ts; the WCAG 2.2
// criteria axe cannot see in e2e/accessibility-wcag22.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, fillEmailLogin, loginAs, submitButton, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './support/axe.ts';
import { choose, openDialog } from './support/staff-forms.ts';

type Mode = 'light' | 'dark';

/** The theme's page background per mode (apps/web/src/lib/theme.ts). */
const BODY_BACKGROUND: Record<Mode, string> = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' };

/** The toasts' own child of <body> (apps/web/src/components/toaster.tsx). */
const TOASTS = '#toast-region';

/** Waits until the screen is drawn: no skeletons or spinners, no finite animation running. */
const settle = async (page: Page): Promise<void> => {
  // A toast whose time runs out during axe's run is read half faded (a 2:1 contrast that no user
  // sees at rest): toasts are closed first, and `audit` leaves their region out (on a loaded
  // machine one still appeared fading in after this). A toast at rest is audited in
  // e2e/hiring-pipeline.spec.ts; its colours are the filled alerts' of the theme.
  const toasts = page.getByRole('button', { name: 'Fechar aviso' });
  for (const close of await toasts.all()) await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('.MuiCircularProgress-root:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
};

/**
 * axe on the page as it is now, in both colour modes: the app follows the system's colour scheme
 * while the user never chose one, so emulating the scheme switches the theme without a reload.
 * The mode the page is in goes first with every WCAG A/AA rule; the other mode, where only the
 * colours differ, with the colour rules. The page stays in the second mode. `include` limits the
 * audit to a part of the page (an open dialog: the page behind it was audited already).
 */
const audit = async (page: Page, label: string, include?: string): Promise<void> => {
  const current: Mode = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const other: Mode = current === 'light' ? 'dark' : 'light';
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[current]);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${label}, ${current} mode`, { include, exclude: TOASTS });
  await page.emulateMedia({ colorScheme: other });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[other]);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${label}, ${other} mode`, {
    include,
    exclude: TOASTS,
    rules: COLOR_RULES,
  });
};

/** Opens the screen at `path` (its h1 visible) and audits it. */
const screen = async (page: Page, path: string, label: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await audit(page, label);
};

/** Clicks `trigger`, audits the dialog it opens, and closes it with Escape. */
const dialog = async (page: Page, trigger: Locator, label: string): Promise<void> => {
  await trigger.click();
  await expect(openDialog(page).last()).toBeVisible();
  await audit(page, label, '.MuiDialog-root');
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
};

/** A table row at 1280 px, a card (list item) at 375 px, with this text. */
const entryWith = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

interface StudentIds {
  student_id: number;
}

/** The demo student's id (for `/curriculum/{id}` and its public page). */
const demoStudentId = async (page: Page): Promise<number> => {
  const response = await page.request.post('/api/login-student', {
    data: { ra: accounts.student.ra, password: accounts.student.password },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as StudentIds & { token: string };
  await page.request.post('/api/logout', { headers: bearer(body.token) });
  return body.student_id;
};

/** The demo student's shared resume (path and key): the demo data shares it. */
const demoPublicPath = async (page: Page, studentId: number): Promise<string> => {
  const token = await apiToken(page.request, 'student');
  const share = await page.request.get(`/api/students/${studentId}/share`, { headers: bearer(token) });
  const url = ((await share.json()) as { public_url: string | null }).public_url;
  expect(url, 'the demo resume is shared').toBeTruthy();
  await page.request.post('/api/logout', { headers: bearer(token) });
  const shared = new URL(url!);
  return `${shared.pathname}${shared.search}`;
};

/** A job of the representative with applications (for `/candidaturas/{id}`). */
const jobWithApplications = async (page: Page): Promise<number> => {
  const token = await apiToken(page.request, 'representative');
  const jobs = (await (await page.request.get('/api/jobs/user?limit=100', { headers: bearer(token) })).json()) as {
    data: Array<{ id: number; applications_count: number }>;
  };
  const job = jobs.data.find((j) => j.applications_count > 0);
  expect(job, 'a demo job with applications').toBeDefined();
  return job!.id;
};

for (const width of [1280, 375])
  test.describe(`axe on every screen and main dialog, light and dark, ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width, height: 800 } });

    test('signed-out screens', async ({ page }) => {
      const studentId = await demoStudentId(page);
      await screen(page, '/', 'student login');
      await screen(page, '/signin', 'student sign-in');
      await screen(page, '/login-admin', 'staff login');
      await screen(page, '/signin-admin', 'staff sign-in');
      await screen(page, '/access-recovery/solicitation', 'forgot password');
      await screen(page, '/api/oportunidades/reset-password/ana%40exemplo.com?signature=abc', 'reset password');
      await screen(page, '/rota-que-nao-existe', 'not found');
      await screen(page, '/acessibilidade', 'Acessibilidade');
      await screen(page, await demoPublicPath(page, studentId), 'public resume');

      // Sign-up: step 1, step 2 and the company term.
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de representante' })).toBeVisible();
      await audit(page, 'sign-up step 1');
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Acessível Teste');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`a11y.${Date.now()}@exemplo.com.br`);
      await page.getByLabel(/^Senha\s*\*?$/).fill('Tela@20245');
      await page.getByLabel(/^Confirmação de Senha\s*\*?$/).fill('Tela@20245');
      await page.getByRole('button', { name: 'Próximo' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Cadastro de empresa' })).toBeVisible();
      await audit(page, 'sign-up step 2');
      await dialog(page, page.getByRole('button', { name: /termos/i }).first(), 'sign-up company term dialog');
    });

    test('admin: Usuários and Empresas with their dialogs', async ({ page }) => {
      await loginAs(page, 'admin');
      await audit(page, 'admin: Usuários');
      await dialog(page, page.getByRole('button', { name: 'Adicionar Usuário' }), 'admin: add user');
      await dialog(page, entryWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Editar' }), 'admin: edit user');
      await dialog(
        page,
        entryWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Detalhes' }),
        'admin: user details',
      );
      await dialog(page, page.getByRole('button', { name: 'Importar alunos' }), 'admin: import students');
      await choose(page, page, 'Função', 'Estudante');
      await dialog(
        page,
        page.getByRole('button', { name: 'Exclusão de dados (LGPD)' }).first(),
        "admin: confirm by typing 'excluir'",
      );
      await dialog(
        page,
        page.getByRole('button', { name: 'Exportar dados (LGPD)' }).first(),
        'admin: export asks the password',
      );

      await screen(page, '/empresas', 'admin: Empresas');
      await dialog(page, page.getByRole('button', { name: 'Adicionar empresa' }), 'admin: add company');
      await dialog(
        page,
        entryWith(page, 'Gamma Saúde').getByRole('button', { name: 'Detalhes' }),
        'admin: company details',
      );
      await dialog(
        page,
        entryWith(page, 'Gamma Saúde').getByRole('button', { name: 'Excluir' }),
        'admin: delete company',
      );
    });

    test('admin: the other screens', async ({ page }) => {
      const studentId = await demoStudentId(page);
      const jobId = await jobWithApplications(page);
      await loginAs(page, 'admin');
      await screen(page, '/vagas', 'admin: Vagas cadastradas');
      await dialog(page, page.getByRole('button', { name: 'ADICIONAR VAGA' }), 'admin: add job');
      await dialog(
        page,
        page
          .getByRole('row')
          .or(page.getByRole('listitem'))
          .filter({ has: page.getByRole('button', { name: 'Detalhes' }) })
          .first()
          .getByRole('button', { name: 'Detalhes' }),
        'admin: job details',
      );

      await screen(page, '/tipos-contrato', 'admin: Tipos de contrato');
      await dialog(page, page.getByRole('button', { name: 'Adicionar tipo de contrato' }), 'admin: add contract type');

      await screen(page, '/orientacoes', 'admin: Cursos e seleções');
      await dialog(page, page.getByRole('button', { name: 'Adicionar orientação' }), 'admin: add orientation');
      await dialog(page, page.getByRole('button', { name: /^Excluir / }).first(), 'admin: delete orientation');

      await screen(page, '/candidaturas', 'admin: Candidaturas');
      await screen(page, `/candidaturas/${jobId}`, 'admin: applications of a job');
      await screen(page, `/curriculum/${studentId}`, 'admin: a student resume');
      await screen(page, '/auditoria', 'admin: Auditoria');
    });

    test('representative screens and dialogs', async ({ page }) => {
      const studentId = await demoStudentId(page);
      const jobId = await jobWithApplications(page);
      await loginAs(page, 'representative');
      await audit(page, 'representative: Vagas cadastradas');
      await dialog(page, page.getByRole('button', { name: 'ADICIONAR VAGA' }), 'representative: add job');
      await screen(page, '/empresas', 'representative: Empresas');
      await screen(page, '/candidaturas', 'representative: Candidaturas');
      await screen(page, `/candidaturas/${jobId}`, 'representative: applications of a job');
      await dialog(
        page,
        page.getByRole('button', { name: /^Remover candidatura de / }).first(),
        'representative: remove application',
      );
      await screen(page, `/curriculum/${studentId}`, 'representative: a student resume');
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await audit(page, 'representative: sign-up');
    });

    test('inactive representative screens', async ({ page }) => {
      await page.goto('/login-admin');
      await fillEmailLogin(page, 'pendente@beta.com.br', 'Empresa@123');
      await submitButton(page).click();
      await expect(
        page.getByText('Você não esta ativo no sistema, aguarde sua ativação', { exact: true }),
      ).toBeVisible();
      await audit(page, 'inactive representative: Vagas cadastradas');
      await screen(page, '/empresas', 'inactive representative: Empresas');
    });

    test('student: jobs, terms and applications', async ({ page }) => {
      await loginAs(page, 'student');
      await audit(page, 'student: home');
      await page.goto('/?busca=1&title=est%C3%A1gio');
      await expect(page.getByRole('list', { name: 'Vagas encontradas' })).toBeVisible();
      await audit(page, 'student: search results');
      const card = page.getByRole('list', { name: 'Vagas encontradas' }).getByRole('listitem').first();
      await dialog(page, card.getByRole('button', { name: /^Detalhes/ }), 'student: job details');

      // The student term dialog, as on a first sign-in (the stored session only; nothing signed).
      const setHasTerms = (value: boolean) =>
        page.evaluate((v) => {
          const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { has_terms?: boolean };
          localStorage.setItem('session', JSON.stringify({ ...session, has_terms: v }));
        }, value);
      await setHasTerms(false);
      await page.reload();
      await expect(page.getByRole('dialog', { name: 'Termos e Condições' })).toBeVisible();
      await audit(page, 'student: terms dialog');
      await setHasTerms(true);

      await screen(page, '/minhas-vagas', 'student: Minhas vagas');
      await screen(page, '/candidaturas', 'student: Candidaturas');
      await dialog(page, page.getByRole('button', { name: /^Cancelar/ }).first(), 'student: withdraw confirmation');
      await screen(page, '/orientacoes', 'student: Cursos e seleções');
    });

    test('student: resume and professional stage', async ({ page }) => {
      const studentId = await demoStudentId(page);
      await loginAs(page, 'student');
      await screen(page, `/curriculum/${studentId}`, 'student: resume');
      await dialog(page, page.getByRole('button', { name: 'Editar perfil' }), 'student: edit profile');
      await dialog(page, page.getByRole('button', { name: 'Adicionar habilidade' }), 'student: add skill');
      await dialog(page, page.getByRole('button', { name: 'Adicionar experiência' }), 'student: add experience');
      await dialog(page, page.getByRole('button', { name: 'Adicionar evento' }), 'student: add event');
      await dialog(page, page.getByRole('button', { name: /^Excluir habilidade / }).first(), 'student: delete skill');
      await dialog(page, page.getByRole('button', { name: 'Baixar meus dados' }), 'student: export asks the password');
      await dialog(
        page,
        page.getByRole('button', { name: 'Excluir minha conta' }),
        'student: erasure with the password',
      );
      await screen(page, '/palco-profissional', 'student: Palco profissional');
      await dialog(page, page.getByRole('button', { name: 'Iniciar nova apresentação' }), 'student: new presentation');
      await screen(page, '/biometrics', 'student: biometrics');
      // The recorder (/recorder/{activity}) opens only after the five biometric photos, which need the
      // fake camera: e2e/professional-stage.spec.ts runs axe on it (ready, preview, sent dialog).
    });
  });

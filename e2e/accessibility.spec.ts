// Accessibility (docs/decisions/008-proof-suites.md): axe-core (WCAG 2.0/2.1 A and AA) on
// every screen of every role and on the main dialogs, in light and dark mode: no serious or
// critical violation. Then the keyboard: focus moves with Tab and is visibly marked, dialogs keep
// focus inside and close with Escape, and actions run with Enter and Space.
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, fillEmailLogin, loginAs, submitButton, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { COLOR_RULES, expectNoSeriousA11yViolations } from './support/axe.ts';
import { signStudentTerm } from './support/student-terms.ts';
import { choose, openDialog, rowWith } from './support/staff-forms.ts';

type Mode = 'light' | 'dark';

/** The theme's page background per mode (apps/web/src/lib/theme.ts). */
const BODY_BACKGROUND: Record<Mode, string> = { light: 'rgb(244, 246, 251)', dark: 'rgb(13, 19, 32)' };

/** Waits until the screen is drawn: no skeletons or spinners, no finite animation running. */
const settle = async (page: Page): Promise<void> => {
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
  await expectNoSeriousA11yViolations(page, `${label}, ${current} mode`, { include });
  await page.emulateMedia({ colorScheme: other });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BODY_BACKGROUND[other]);
  await settle(page);
  await expectNoSeriousA11yViolations(page, `${label}, ${other} mode`, { include, rules: COLOR_RULES });
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

test.describe('axe on every screen and main dialog, light and dark', () => {
  test.describe.configure({ timeout: 120_000 });

  test('signed-out screens', async ({ page }) => {
    const studentId = await demoStudentId(page);
    await screen(page, '/', 'student login');
    await screen(page, '/signin', 'student sign-in');
    await screen(page, '/login-admin', 'staff login');
    await screen(page, '/signin-admin', 'staff sign-in');
    await screen(page, '/access-recovery/solicitation', 'forgot password');
    await screen(page, '/api/oportunidades/reset-password/ana%40exemplo.com?signature=abc', 'reset password');
    await screen(page, '/rota-que-nao-existe', 'not found');
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
    await dialog(page, rowWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Editar' }), 'admin: edit user');
    await dialog(
      page,
      rowWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Detalhes' }),
      'admin: user details',
    );
    await dialog(page, page.getByRole('button', { name: 'Importar alunos' }), 'admin: import students');
    await choose(page, page, 'Função', 'Estudante');
    await dialog(
      page,
      page.getByRole('button', { name: 'Exclusão de dados (LGPD)' }).first(),
      "admin: confirm by typing 'excluir'",
    );

    await screen(page, '/empresas', 'admin: Empresas');
    await dialog(page, page.getByRole('button', { name: 'Adicionar empresa' }), 'admin: add company');
    await dialog(
      page,
      rowWith(page, 'Gamma Saúde').getByRole('button', { name: 'Detalhes' }),
      'admin: company details',
    );
    await dialog(page, rowWith(page, 'Gamma Saúde').getByRole('button', { name: 'Excluir' }), 'admin: delete company');
  });

  test('admin: the other screens', async ({ page }) => {
    const studentId = await demoStudentId(page);
    const jobId = await jobWithApplications(page);
    await loginAs(page, 'admin');
    await screen(page, '/vagas', 'admin: Vagas cadastradas');
    await dialog(page, page.getByRole('button', { name: 'ADICIONAR VAGA' }), 'admin: add job');
    await dialog(page, page.getByRole('row').nth(1).getByRole('button', { name: 'Detalhes' }), 'admin: job details');

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
    await expect(page.getByText('Você não esta ativo no sistema, aguarde sua ativação', { exact: true })).toBeVisible();
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
    await screen(page, '/palco-profissional', 'student: Palco profissional');
    await dialog(page, page.getByRole('button', { name: 'Iniciar nova apresentação' }), 'student: new presentation');
    await screen(page, '/biometrics', 'student: biometrics');
    // The recorder (/recorder/{activity}) opens only after the five biometric photos, which need the
    // fake camera: e2e/professional-stage.spec.ts runs axe on it (ready, preview, sent dialog).
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard

/**
 * A fingerprint of how an element looks: its own outline, shadow, border and background and
 * those of its two nearest ancestors and of an MUI outlined field's notched outline (where
 * text fields draw their focus ring). With `focused`, '' until the element has focus and MUI's
 * focus state (Mui-focused on a field's root, Mui-focusVisible on a button): React state updates
 * that can land after the frames waited for on a loaded machine, read in the same task as the
 * look so that a focus moved meanwhile is never recorded as the focused look.
 */
const readLook = ({ sel, focused }: { sel: string; focused: boolean }): string => {
  const el = document.querySelector(sel);
  if (!el) return '';
  if (focused) {
    if (document.activeElement !== el) return '';
    if (el.matches('.MuiButtonBase-root') && !el.classList.contains('Mui-focusVisible')) return '';
    // The field's own input only: a button in its adornment (the password's eye) leaves it unfocused.
    const root = el.matches('.MuiInputBase-input') ? el.closest('.MuiInputBase-root') : null;
    if (root && !root.classList.contains('Mui-focused')) return '';
  }
  const parts: Element[] = [el];
  for (let p = el.parentElement, i = 0; p && i < 2; p = p.parentElement, i++) parts.push(p);
  const notch = el.closest('.MuiOutlinedInput-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
  if (notch) parts.push(notch);
  return parts
    .map((e) => {
      const s = getComputedStyle(e);
      return [
        s.outlineStyle,
        s.outlineWidth,
        s.outlineColor,
        s.boxShadow,
        s.borderColor,
        s.borderWidth,
        s.backgroundColor,
      ].join(' ');
    })
    .join(' | ');
};

const lookOf = (page: Page, sel: string): Promise<string> => page.evaluate(readLook, { sel, focused: false });

/** The look of the focused element once its focus state is applied. */
const focusedLookOf = async (page: Page, sel: string): Promise<string> => {
  let look = '';
  await expect
    .poll(async () => (look = await page.evaluate(readLook, { sel, focused: true })), {
      message: `${sel} keeps the focus and shows MUI's focus state`,
    })
    .not.toBe('');
  return look;
};

const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

interface Focused {
  tag: string;
  name: string;
  inDialog: boolean;
}

/** Marks the focused element with data-kb-step=`step` and describes it. */
const markFocused = (page: Page, step: number): Promise<Focused | null> =>
  page.evaluate((n) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    el.setAttribute('data-kb-step', String(n));
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
    // A field's label without MUI's required marker.
    const label = el.id
      ? document
          .querySelector(`label[for="${el.id}"]`)
          ?.textContent?.replace(/[\s*\u2009]+$/, '')
          .trim()
      : undefined;
    return {
      tag: el.tagName.toLowerCase(),
      name: label ?? name,
      inDialog: Boolean(el.closest('[role="dialog"], [role="alertdialog"]')),
    };
  }, step);

/**
 * From the focused element (if any), presses Tab `steps` times: every press must move focus to an
 * element, and each element left behind must look different focused and unfocused (a visible
 * focus indicator). Returns the elements visited, the starting one first.
 */
const tabThrough = async (page: Page, steps: number, label: string): Promise<Focused[]> => {
  const visited: Focused[] = [];
  const looks: string[] = [];
  await nextFrames(page);
  const start = await markFocused(page, 0);
  if (start) {
    visited.push(start);
    looks.push(await focusedLookOf(page, '[data-kb-step="0"]'));
  }
  for (let press = 1; press <= steps; press++) {
    await page.keyboard.press('Tab');
    await nextFrames(page);
    const step = visited.length;
    const focused = await markFocused(page, step);
    expect(focused, `${label}: Tab ${press} focuses an element`).not.toBeNull();
    visited.push(focused!);
    looks.push(await focusedLookOf(page, `[data-kb-step="${step}"]`));
    if (step > 0) {
      const prev = visited[step - 1]!;
      // Polled: on a loaded machine the blur's re-render (Mui-focused removed) can land after the
      // two frames. Without a focus indicator the look never changes and this still fails.
      await expect
        .poll(() => lookOf(page, `[data-kb-step="${step - 1}"]`), {
          message: `${label}: "${prev.name}" (${prev.tag}) shows a focus indicator`,
          timeout: 3000,
        })
        .not.toBe(looks[step - 1]);
    }
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-kb-step]').forEach((e) => e.removeAttribute('data-kb-step')),
  );
  return visited;
};

/** Presses Tab until the focused element is named `name` (at most `max` presses). */
const tabTo = async (page: Page, name: string, max = 60): Promise<void> => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ??
        (document.activeElement as HTMLElement | null)?.innerText?.trim() ??
        '',
    );
    if (current === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
};

test.describe('keyboard', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the login form: Tab order, visible focus, Enter signs in', async ({ page }) => {
    await signStudentTerm(page.request, accounts.student.ra, accounts.student.password);
    await page.goto('/');
    // RA has the focus on arrival; Tab goes on to Senha, its eye button, the forgotten-password link
    // (as on /signin), Entrar, the sign-up link.
    await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
    await expect(page.locator('.MuiInputBase-root.Mui-focused')).toHaveCount(1);
    const visited = await tabThrough(page, 5, 'student login');
    expect(visited.map((v) => v.name)).toEqual([
      'RA',
      'Senha',
      'Mostrar caracteres',
      'Esqueci minha senha',
      'Entrar',
      'Anuncie suas vagas',
    ]);

    // Fill and submit with the keyboard only: Enter in the form signs in.
    await page.goto('/');
    await expect(page.getByLabel('RA', { exact: true })).toBeFocused();
    await page.keyboard.type(accounts.student.ra);
    await page.keyboard.press('Tab');
    await page.keyboard.type(accounts.student.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  });

  test('a staff list and its dialogs: skip link, focus ring, focus trap, Escape, Enter and Space', async ({ page }) => {
    const usersListed = () => expect(rowWith(page, 'rh@acme.com.br')).toBeVisible();
    await loginAs(page, 'admin');
    // A fresh load: the first Tab reaches the skip link, which moves focus to the content.
    await page.reload();
    await usersListed();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#conteudo')).toBeFocused();

    // The list: every stop shows a focus indicator.
    await page.reload();
    await usersListed();
    await tabThrough(page, 22, 'Usuários');

    // Enter on 'Adicionar Usuário' opens the dialog; Tab stays inside; Escape closes it and
    // focus returns to the button.
    await page.reload();
    await usersListed();
    await tabTo(page, 'Adicionar Usuário');
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Adicionar Usuário' });
    await expect(add).toBeVisible();
    const inDialog = await tabThrough(page, 14, 'Adicionar Usuário dialog');
    expect(
      inDialog.filter((f) => !f.inDialog),
      'focus stays in the dialog',
    ).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Adicionar Usuário' })).toBeFocused();

    // Space on a row's 'Detalhes' icon button opens the details; Escape closes them.
    const details = rowWith(page, 'rh@acme.com.br').getByRole('button', { name: 'Detalhes' });
    await details.focus();
    await page.keyboard.press('Space');
    await expect(openDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
    await expect(details).toBeFocused();

    // The side menu works from the keyboard: Enter on 'Empresas' opens the screen.
    await tabTo(page, 'Empresas');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  });
});

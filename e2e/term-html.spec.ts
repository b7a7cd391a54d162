// Term HTML in the browser (docs/decisions/016-security-hardening.md): a term version that carries
// script (a compromised or misconfigured server, an editor's draft) is shown with its text and
// formatting but with nothing that runs, in every place that renders one: the companies' sign-up
// dialog, the students' terms dialog and the administrator's preview. The server sanitises what
// it stores; these terms are served by a route stub so that the browser's own pass is what is tested.
import type { Locator, Page } from '@playwright/test';
import { expect, fillStudentLogin, followMenu, loginAs, submitButton, test } from './fixtures.ts';
import { textbox } from './support/staff-forms.ts';
import { createThrowawayStudent } from './support/throwaway-student.ts';

const run = Date.now().toString().slice(-6);

const HOSTILE = [
  '<h2>Termos de uso</h2>',
  '<p>Texto <strong>legítimo</strong> do termo.</p>',
  '<img src="x" onerror="window.__termPwned = \'img\'">',
  '<script>window.__termPwned = "script"</script>',
  '<a href="javascript:window.__termPwned=\'link\'">Clique aqui</a>',
  '<iframe src="javascript:window.__termPwned=\'iframe\'"></iframe>',
  '<svg><script>window.__termPwned = "svg"</script></svg>',
  '<p onclick="window.__termPwned = \'click\'">Parágrafo final</p>',
].join('');

/** Every part of `root` that could run script: script-like elements, on* handlers, javascript: URLs. */
const executableParts = (root: Locator): Promise<string[]> =>
  root.evaluate((el) => {
    const found: string[] = [];
    for (const node of Array.from(el.querySelectorAll('*'))) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed'].includes(tag)) found.push(`<${tag}>`);
      for (const attr of Array.from(node.attributes)) {
        if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${tag}[${attr.name}=javascript:]`);
      }
    }
    return found;
  });

/** The text kept, nothing that runs, and nothing ran (clicking what would have had a handler). */
const expectHarmless = async (page: Page, root: Locator): Promise<void> => {
  await expect(root.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
  await expect(root.locator('strong')).toHaveText('legítimo');
  // The javascript: link loses its address and stays text.
  await expect(root.getByText('Clique aqui')).not.toHaveAttribute('href', /./);
  expect(await executableParts(root)).toEqual([]);
  await root.getByText('Parágrafo final').click();
  expect(await page.evaluate(() => (window as { __termPwned?: string }).__termPwned ?? null)).toBeNull();
};

/** Serves `GET /api/terms` with the hostile text as the newest term of `type`. */
const serveHostileTerm = async (page: Page, type: 'empresa' | 'aluno'): Promise<void> => {
  await page.route('**/api/terms', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const real = (await (await route.fetch()).json()) as Array<{ id: number; type: string; term_text: string }>;
    const id = Math.max(0, ...real.map((t) => t.id)) + 1;
    await route.fulfill({ json: [...real.filter((t) => t.type === type), { id, type, term_text: HOSTILE }] });
  });
};

test("the companies' sign-up dialog shows a hostile term without running it", async ({ page }) => {
  await serveHostileTerm(page, 'empresa');
  await page.goto('/signup');
  await textbox(page, 'Nome').fill('Marina Prado');
  await textbox(page, 'E-mail').fill(`rh-${run}@termos-e2e.com.br`);
  await page.getByLabel(/^Senha\s*\*?$/).fill('Empresa@2024');
  await page.getByLabel(/^Confirmação de Senha\s*\*?$/).fill('Empresa@2024');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Ler os termos' }).click();
  const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
  await expectHarmless(page, terms.locator('.termos-conteudo'));
});

test("the students' terms dialog shows a hostile term without running it", async ({ page, request }) => {
  const student = await createThrowawayStudent(request, `Estudante Termo ${run}`, `7${run}1`, { signTerm: false });
  await serveHostileTerm(page, 'aluno');
  await page.goto('/');
  await fillStudentLogin(page, student.ra, student.password);
  await submitButton(page).click();
  const terms = page.getByRole('dialog', { name: 'Termos e Condições' });
  await expectHarmless(page, terms.getByTestId('term-text'));
});

test("the administrator's preview shows a hostile draft without running it", async ({ page }) => {
  await loginAs(page, 'admin');
  await followMenu(page, 'Termos');
  const editor = textbox(page, 'Texto do termo (HTML)');
  await expect(editor).toHaveValue(/Termos/);
  await editor.fill(HOSTILE);
  await expectHarmless(page, page.getByTestId('term-preview'));
});

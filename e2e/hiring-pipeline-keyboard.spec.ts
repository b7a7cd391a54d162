// The hiring board by keyboard only (docs/decisions/011-hiring-pipeline.md): a card picked up with
// Space, carried one column per arrow and dropped with Space (dnd-kit's KeyboardSensor, with its
// Portuguese announcements), Escape cancelling, and the card's 'Mover para' menu; at 1280 px and
// at 375 px, axe clean in light and dark.
import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures.ts';
import { apiToken, bearer } from './support/api-login.ts';
import { auditBothModes, freshApplication } from './support/pipeline.ts';

/** Presses Tab until `target` has the focus, as a keyboard user would (at most 30 presses). */
const tabTo = async (page: Page, target: Locator) => {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received the focus by Tab');
};

/** Confirms the open move dialog with its 'Mover' button, reached by Tab. */
const confirmMove = async (page: Page, stage: string) => {
  const dialog = page.getByRole('dialog', { name: new RegExp(`para ${stage}$`) });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Mover', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
};

test('the board by keyboard only: Space, arrows, Space; Escape; the card menu', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, jobId } = await freshApplication(page);
  await loginAs(page, 'representative');
  await page.goto(`/candidaturas/${jobId}?visao=quadro`);
  const column = (stage: string) => page.getByTestId(`column-${stage}`);
  const card = page.getByTestId(`card-${id}`);
  // The card's draggable part: a button named after the candidate and the stage.
  const handle = card.getByRole('button', { name: /, (Recebida|Em análise|Contratada)$/ });
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(column('received').getByTestId(`card-${id}`)).toBeVisible();
  await expect(handle).toHaveAttribute('aria-roledescription', 'cartão arrastável');

  // Picked up, carried one column to the right, then Escape: it stays where it was.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(
    'Cartão pego na coluna Recebida. Use as setas para mover, Espaço para soltar e Esc para cancelar.',
  );
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText('Sobre a coluna Em análise.');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('Movimento cancelado.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(column('received').getByTestId(`card-${id}`)).toBeVisible();

  // Space, ArrowRight twice and back once, Space: dropped on 'Em análise', confirmed by keyboard.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(/^Cartão pego/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText('Sobre a coluna Entrevista.');
  await page.keyboard.press('ArrowLeft');
  await expect(live).toHaveText('Sobre a coluna Em análise.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Solto na coluna Em análise.');
  await confirmMove(page, 'Em análise');
  // The focus follows the card to its new column, so the keyboard user carries on from there.
  await expect(
    column('in_review')
      .getByTestId(`card-${id}`)
      .getByRole('button', { name: /, Em análise$/ }),
  ).toBeFocused();

  // The card's menu, the next Tab stop: Enter opens it, arrows walk it ('Mover para' is a heading).
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: /^Mover / })).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hired = menu.getByRole('menuitem', { name: 'Contratada' });
  for (let i = 0; i < 6 && !(await hired.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(hired).toBeFocused();
  await page.keyboard.press('Enter');
  await confirmMove(page, 'Contratada');
  await expect(
    column('hired')
      .getByTestId(`card-${id}`)
      .getByRole('button', { name: /, Contratada$/ }),
  ).toBeFocused();
  await auditBothModes(page, 'pipeline board by keyboard, 1280 px', 'pipeline-board-keyboard-1280');

  // At phone width the board scrolls sideways; the keyboard still carries the card over.
  // dnd-kit's keyboard sensor cancels a carry on the window's resize event, which a loaded machine
  // dispatches a while after the resize: wait for it before picking the card up.
  const resized = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('resize', () => resolve(), { once: true })),
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await resized;
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(/^Cartão pego/);
  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText('Sobre a coluna Não selecionada.');
  await page.keyboard.press('Space');
  await confirmMove(page, 'Não selecionada');
  await expect(column('rejected').getByTestId(`card-${id}`)).toBeVisible();
  await auditBothModes(page, 'pipeline board by keyboard, 375 px', 'pipeline-board-keyboard-375');

  // Each keyboard move is a company move in the history.
  const rep = bearer(await apiToken(page.request, 'representative'));
  const history = (await (
    await page.request.get(`/api/applications/${id}/history`, { headers: rep })
  ).json()) as Array<{
    stage: string;
    by: string;
  }>;
  expect(history.map((h) => `${h.stage}/${h.by}`)).toEqual([
    'received/student',
    'in_review/company',
    'hired/company',
    'rejected/company',
  ]);
});

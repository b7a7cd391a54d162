// Journey (e): an API answer 401 clears the session, sends the user to / and shows the expiry
// message (after 5 s, docs/spec/04-states.md#session). After the inactivity time-out the app revokes the token on
// the server, clears the session and reloads at the role's login.
import { accounts, expect, fillEmailLogin, menuItem, shot, submitButton, test } from './fixtures.ts';

const expiredMessage = 'Atenção, suas sessão expirou! Faça login novamente para prosseguir.';

test('a 401 sends the user to / with the expiry message', async ({ page }) => {
  await page.goto(accounts.admin.loginPath);
  await fillEmailLogin(page, accounts.admin.email, accounts.admin.password);
  const loginResponse = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/login' && r.request().method() === 'POST',
  );
  await submitButton(page).click();
  const { token } = (await (await loginResponse).json()) as { token: string };
  expect(token).toBeTruthy();
  await expect(menuItem(page, 'Sair')).toBeVisible();

  // Replace the token wherever the app keeps it in local storage with one the server never issued.
  const replaced = await page.evaluate((real) => {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const value = key === null ? null : localStorage.getItem(key);
      if (key !== null && value?.includes(real)) {
        localStorage.setItem(key, value.split(real).join('x'.repeat(real.length)));
        keys.push(key);
      }
    }
    return keys;
  }, token);
  expect(replaced.length, 'the session token is kept in local storage').toBeGreaterThan(0);

  // Any API call now answers 401.
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await page.reload();
  await unauthorized;

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByText(expiredMessage, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('RA', { exact: true })).toBeVisible();
  await shot(page, 'session-expired');

  // Local storage was cleared: nothing holds the (bad) token any more.
  const leftovers = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), replaced);
  expect(leftovers).toEqual([]);
});

test('inactivity logs the user out and the token stops working on the API', async ({ page }) => {
  // The test override of the 2-hour time-out (apps/web/src/lib/inactivity.ts), set before any load.
  await page.addInitScript(() => window.localStorage.setItem('inactivity_ms', '3000'));
  await page.goto(accounts.admin.loginPath);
  await fillEmailLogin(page, accounts.admin.email, accounts.admin.password);
  const loginResponse = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/login' && r.request().method() === 'POST',
  );
  // No click, key or scroll after the login: the time-out fires, logs out on the server and reloads.
  const logoutResponse = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/logout' && r.request().method() === 'POST',
    { timeout: 20_000 },
  );
  await submitButton(page).click();
  const { token } = (await (await loginResponse).json()) as { token: string };
  const bearer = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/profile', { headers: bearer })).status()).toBe(200);
  expect((await logoutResponse).status()).toBe(204);
  await expect(page).toHaveURL(/\/login-admin$/, { timeout: 15_000 });
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('session'))).toBeNull();
  expect((await page.request.get('/api/profile', { headers: bearer })).status()).toBe(401);
});

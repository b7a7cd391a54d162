// Institutional sign-in and the staff second factor (docs/spec/02-screens.md#institutional-sign-in,
// docs/spec/02-screens.md#second-factor): a real OpenID Provider on loopback (the API tests' own,
// jose-signed tokens) and a server of the build configured for it, so the shared servers keep no
// provider and no second factor.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { startTestOidcProvider, type TestOidcProvider } from '../apps/api/src/modules/identity/oidc.test-helpers.ts';
import { fillEmailLogin, shot, submitButton } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer | undefined;
let op: TestOidcProvider | undefined;
let baseURL = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  op = await startTestOidcProvider({ clientId: 'portal-e2e', clientSecret: 'segredo-e2e' });
  server = await startOwnServer('institutional', {
    SEED_DEMO: 'true',
    OIDC_UNI_ISSUER: op.issuer,
    OIDC_UNI_CLIENT_ID: 'portal-e2e',
    OIDC_UNI_CLIENT_SECRET: 'segredo-e2e',
    OIDC_UNI_LABEL: 'Entrar com a universidade',
  });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  server?.stop();
  await op?.close();
});

const signedIn = (page: import('@playwright/test').Page) =>
  expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();

test('the provider button signs a linked account in, and an unknown identity is told why not', async ({ page }) => {
  op!.state.identity = { sub: 'e2e-admin', email: 'admin@demo.edu.br', email_verified: true };
  await page.goto(`${baseURL}/login-admin`);
  const button = page.getByRole('link', { name: 'Entrar com a universidade' });
  await expect(button).toBeVisible();
  await shot(page, 'institutional-sign-in-button');
  await button.click();
  await signedIn(page);
  await expect(page).not.toHaveURL(/auth\/callback/);

  await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
  op!.state.identity = { sub: 'e2e-ninguem', email: 'ninguem@example.org', email_verified: true };
  await page.goto(`${baseURL}/`);
  await page.getByRole('link', { name: 'Entrar com a universidade' }).click();
  await expect(page.getByRole('heading', { name: 'Não foi possível entrar' })).toBeVisible();
  await expect(
    page.getByText('Não encontramos uma conta do portal para esta identidade.', { exact: false }),
  ).toBeVisible();
  await shot(page, 'institutional-sign-in-not-linked');
});

test('an administrator sets TOTP up and is asked for the code at the next sign-in', async ({ page }) => {
  await page.goto(`${baseURL}/login-admin`);
  await fillEmailLogin(page, 'admin@demo.edu.br', 'Admin@12345');
  await submitButton(page).click();
  await signedIn(page);
  await page.goto(`${baseURL}/seguranca`);
  await page.getByRole('button', { name: 'Configurar' }).click();
  await expect(page.getByRole('img', { name: 'Código QR da verificação em duas etapas' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await shot(page, 'mfa-setup-qr');
  await page.getByLabel('Código', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await shot(page, 'mfa-recovery-codes');

  await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click();
  await fillEmailLogin(page, 'admin@demo.edu.br', 'Admin@12345');
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código inválido.', { exact: false })).toBeVisible();
  await shot(page, 'mfa-code-step');
  // The next 30 s step: the one used to turn it on is spent.
  await page
    .getByLabel('Código', { exact: true })
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await signedIn(page);
});

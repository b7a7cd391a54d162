// CAFe (SAML 2.0) in the browser (docs/spec/02-screens.md#institutional-sign-in): a samlify IdP in
// this process publishes its SSO service on loopback and answers the portal's AuthnRequest with a
// signed assertion in an HTML form that the browser POSTs to the portal's ACS, as Shibboleth does.
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createTestSamlIdp, type SamlAnswer } from '../apps/api/src/modules/identity/saml.test-helpers.ts';
import { shot } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

let server: OwnServer | undefined;
let idpServer: Server | undefined;
let baseURL = '';
/** Who the IdP says signed in. */
let answer: SamlAnswer = { eppn: 'ana@demo.edu.br', mail: 'ana.souza@aluno.demo.edu.br', affiliation: 'aluno' };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-saml-'));

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  idpServer = createServer();
  await new Promise<void>((done) => idpServer!.listen(0, '127.0.0.1', done));
  const idpBase = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
  const idp = createTestSamlIdp(dir, { ssoUrl: `${idpBase}/idp/profile/SAML2/Redirect/SSO` });
  server = await startOwnServer('cafe', { SEED_DEMO: 'true', ...idp.env });
  baseURL = server.baseURL;
  const spMetadata = await (await fetch(`${baseURL}/api/auth/saml/metadata`)).text();
  // The IdP's SSO service: the user is taken as signed in, and the browser carries the answer back.
  idpServer.on('request', (req, res) => {
    const location = `${idpBase}${req.url ?? '/'}`;
    const relay = new URL(location).searchParams.get('RelayState') ?? '';
    idp.respond(spMetadata, idp.requestId(location), answer).then(
      (samlResponse) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="pt-BR"><body><form method="post" action="${baseURL}/api/auth/saml/acs">` +
            `<input type="hidden" name="SAMLResponse" value="${html(samlResponse)}">` +
            `<input type="hidden" name="RelayState" value="${html(relay)}">` +
            `<button type="submit">Continuar</button></form><script>document.forms[0].submit()</script></body></html>`,
        );
      },
      () => res.writeHead(500).end(),
    );
  });
});

test.afterAll(async () => {
  server?.stop();
  await new Promise((done) => (idpServer ? idpServer.close(done) : done(undefined)));
  fs.rmSync(dir, { recursive: true, force: true });
});

test("'Entrar com CAFe' signs a student in through the university's IdP and back where it started", async ({
  page,
}) => {
  await page.goto(`${baseURL}/meus-alertas`);
  const button = page.getByRole('link', { name: 'Entrar com CAFe' });
  await expect(button).toBeVisible();
  await shot(page, 'cafe-sign-in-button');
  await button.click();
  // Signed in: the student's first visit asks for the terms, over 'Meus alertas'.
  await expect(page.getByRole('dialog', { name: 'Termos e Condições' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/meus-alertas`);
  await page.getByRole('button', { name: 'Aceitar Termo' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meus alertas', level: 1 })).toBeVisible();
  await shot(page, 'cafe-signed-in');
});

test('an identity the portal does not know is told to see the office', async ({ page }) => {
  answer = { eppn: 'ninguem@demo.edu.br', mail: 'ninguem@demo.edu.br', affiliation: 'aluno' };
  await page.goto(`${baseURL}/`);
  await page.getByRole('link', { name: 'Entrar com CAFe' }).click();
  await expect(page.getByRole('heading', { name: 'Não foi possível entrar' })).toBeVisible();
  await expect(page.getByText('Procure o escritório de carreiras', { exact: false })).toBeVisible();
});

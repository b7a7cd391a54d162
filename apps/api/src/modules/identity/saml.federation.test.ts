import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createTestSamlIdp,
  IDP_ENTITY_ID,
  OTHER_IDP_ENTITY_ID,
  OTHER_SSO_URL,
  type SamlAnswer,
} from './saml.test-helpers.ts';

const DISCOVERY = 'https://wayf.cafe.test/WAYF';
const SP_ENTITY_ID = 'http://localhost:3000/api/auth/saml/metadata';
const dir = mkdtempSync(join(tmpdir(), 'portal-saml-fed-'));
const idp = createTestSamlIdp(dir, { federation: true });
/** The federation's metadata over HTTP; it answers 503 until `available`. */
let available = false;
let fetches = 0;
const server: Server = createServer((_req, res) => {
  fetches += 1;
  res.writeHead(available ? 200 : 503, { 'content-type': 'application/samlmetadata+xml' });
  res.end(available ? idp.metadata : '');
});
let t: TestApp;
let spMetadata = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    SAML_IDP_METADATA_URL: `http://127.0.0.1:${port}/cafe-metadata.xml`,
    SAML_DISCOVERY_URL: DISCOVERY,
    SAML_SP_CERT_FILE: idp.env.SAML_SP_CERT_FILE,
    SAML_SP_PRIVATE_KEY_FILE: idp.env.SAML_SP_PRIVATE_KEY_FILE,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
};
/** The discovery service's answer: its `return` address with the chosen IdP as `entityID`. */
const chosen = async (entityId: string) => {
  const ds = await get('/api/auth/saml/cafe/start?redirect=/vagas');
  const back = new URL(ds.searchParams.get('return')!);
  back.searchParams.set('entityID', entityId);
  return get(back.pathname + back.search);
};
const signIn = async (entityId: string, answer: SamlAnswer) => {
  const toIdp = await chosen(entityId);
  const response = await idp.respond(spMetadata, idp.requestId(toIdp.toString()), answer);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: response, RelayState: '/vagas' }).toString(),
  });
  return new URL(String(res.headers.location)).searchParams;
};

describe('CAFe federation: metadata from a URL, several IdPs, discovery service', () => {
  it('takes the metadata and discovery addresses over https only (http on loopback)', () => {
    expect(() => parseEnv({ SAML_IDP_METADATA_URL: 'http://metadata.cafe.test/x.xml' })).toThrow(
      /SAML_IDP_METADATA_URL/,
    );
    expect(() => parseEnv({ SAML_DISCOVERY_URL: 'http://wayf.cafe.test/' })).toThrow(/SAML_DISCOVERY_URL/);
    expect(() => parseEnv({ SAML_IDP_METADATA_URL: 'https://metadata.cafe.test/x.xml' })).toThrow(/SAML_SP_CERT_FILE/);
  });

  it('publishes the SP metadata while the federation metadata is unavailable, and retries it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/saml/metadata' });
    spMetadata = res.body;
    expect(spMetadata).toContain('idpdisc:DiscoveryResponse');
    expect(spMetadata).toContain('Location="http://localhost:3000/api/auth/saml/cafe/start"');
    const refused = await get(`/api/auth/saml/cafe/start?entityID=${encodeURIComponent(IDP_ENTITY_ID)}`);
    expect(refused.searchParams.get('error')).toBe('provider');
    expect(fetches).toBeGreaterThan(0);
    available = true;
    const started = await get(`/api/auth/saml/cafe/start?entityID=${encodeURIComponent(IDP_ENTITY_ID)}`);
    expect(started.origin).toBe('https://idp.universidade.test');
  });

  it('sends the start without a chosen IdP to the discovery service', async () => {
    const ds = await get('/api/auth/saml/cafe/start?redirect=/vagas');
    expect(`${ds.origin}${ds.pathname}`).toBe(DISCOVERY);
    expect(ds.searchParams.get('entityID')).toBe(SP_ENTITY_ID);
    expect(ds.searchParams.get('return')).toBe('http://localhost:3000/api/auth/saml/cafe/start?redirect=%2Fvagas');
  });

  it('starts with the IdP the discovery service returns, and signs in through either IdP', async () => {
    const toOther = await chosen(OTHER_IDP_ENTITY_ID);
    expect(`${toOther.origin}${toOther.pathname}`).toBe(OTHER_SSO_URL);
    const viaOther = await signIn(OTHER_IDP_ENTITY_ID, {
      other: true,
      eppn: 'ana@outra.edu.br',
      mail: 'ana.souza@aluno.demo.edu.br',
      affiliation: 'aluno',
    });
    expect(viaOther.get('next')).toBe('/vagas');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { code: viaOther.get('code') },
    });
    expect(session.json()).toMatchObject({ role: 'ALUNO' });
    const viaFirst = await signIn(IDP_ENTITY_ID, {
      eppn: 'ana@demo.edu.br',
      mail: 'ana.souza@aluno.demo.edu.br',
      affiliation: 'aluno',
    });
    expect(viaFirst.get('code')).toBeTruthy();
  });

  it('refuses an IdP not in the metadata, and an assertion signed by another IdP of the federation', async () => {
    expect((await chosen('https://idp.intrusa.test/idp')).searchParams.get('error')).toBe('provider');
    const crossed = await signIn(IDP_ENTITY_ID, { foreignKey: true, eppn: 'ana@demo.edu.br', affiliation: 'aluno' });
    expect(crossed.get('code')).toBeNull();
    expect(crossed.get('error')).toBe('token');
  });
});

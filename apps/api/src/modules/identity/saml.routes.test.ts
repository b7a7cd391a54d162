import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSecondInstance } from '../../test/second-instance.ts';
import { createTestSamlIdp, type SamlAnswer } from './saml.test-helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-saml-'));
const idp = createTestSamlIdp(dir);
let t: TestApp;
let b: { app: FastifyInstance; close(): Promise<void> };
let spMetadata = '';

beforeAll(async () => {
  t = await createTestApp(idp.env);
  b = await startSecondInstance(t);
  spMetadata = (await t.app.inject({ method: 'GET', url: '/api/auth/saml/metadata' })).body;
});
afterAll(async () => {
  await b.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts on the app, has the IdP answer, POSTs the answer to `acs` (the same or another instance). */
const signIn = async (answer: SamlAnswer, acs: FastifyInstance = t.app) => {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/saml/cafe/start?redirect=/vagas' });
  expect(start.statusCode).toBe(302);
  const response = await idp.respond(spMetadata, idp.requestId(String(start.headers.location)), answer);
  return post(response, acs);
};
const post = async (samlResponse: string, acs: FastifyInstance = t.app) => {
  const res = await acs.inject({
    method: 'POST',
    url: '/api/auth/saml/acs',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '/vagas' }).toString(),
  });
  expect(res.statusCode).toBe(302);
  return { params: new URL(String(res.headers.location)).searchParams, samlResponse };
};

describe('CAFe (SAML 2.0)', () => {
  it('publishes the SP metadata and a provider button', async () => {
    expect(spMetadata).toContain('AssertionConsumerService');
    expect(spMetadata).toContain('http://localhost:3000/api/auth/saml/acs');
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual([{ id: 'cafe', kind: 'saml', label: 'Entrar com CAFe' }]);
  });

  it('signs a person in by a signed assertion, on another instance too', async () => {
    const { params } = await signIn(
      { eppn: 'ana@demo.edu.br', mail: 'ana.souza@aluno.demo.edu.br', affiliation: 'aluno' },
      b.app,
    );
    expect(params.get('next')).toBe('/vagas');
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { code: params.get('code') },
    });
    expect(session.json()).toMatchObject({ type: 'bearer', role: 'ALUNO' });
  });

  it('refuses an assertion used twice', async () => {
    const first = await signIn({ eppn: 'ana@demo.edu.br', affiliation: 'aluno' });
    expect(first.params.get('code')).toBeTruthy();
    expect((await post(first.samlResponse, b.app)).params.get('error')).toBeTruthy();
  });

  it.each([
    ['an unsigned assertion', { unsigned: true }],
    ['an assertion signed by another key', { foreignKey: true }],
    ['an expired assertion', { validMinutes: -5 }],
    ['another audience', { audience: 'https://outro.sp.test/shibboleth' }],
    ['an answer to no request of ours', { inResponseTo: '_desconhecido' }],
  ])('refuses %s', async (_, tamper) => {
    const { params } = await signIn({ eppn: 'ana@demo.edu.br', affiliation: 'aluno', ...tamper });
    expect(params.get('code')).toBeNull();
    expect(params.get('error')).toMatch(/^(token|state)$/);
  });

  it('maps brEduAffiliationType to roles and creates no account', async () => {
    const wrongRole = await signIn({ eppn: 'admin@demo.edu.br', mail: 'admin@demo.edu.br', affiliation: 'aluno' });
    expect(wrongRole.params.get('error')).toBe('role');
    const unknown = await signIn({ eppn: 'ninguem@demo.edu.br', mail: 'ninguem@demo.edu.br', affiliation: 'aluno' });
    expect(unknown.params.get('error')).toBe('not_linked');
  });
});

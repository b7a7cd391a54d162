import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { parseEnv } from '../../env.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MFA_REQUIRED_ROLES: 'admin' });
});
afterAll(() => t.close());

describe('MFA_REQUIRED_ROLES', () => {
  it('defaults to nobody, and to admin in production', () => {
    expect(parseEnv({}).MFA_ROLES).toEqual([]);
    expect(
      parseEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Outra-Senha@2026', SEED_DEMO: 'false' }).MFA_ROLES,
    ).toEqual(['admin']);
    expect(() => parseEnv({ MFA_REQUIRED_ROLES: 'ALUNO' })).toThrow(/MFA_REQUIRED_ROLES/);
  });

  it('leads such a user to the set-up before anything else', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect(admin.mfa_setup_required).toBe(true);
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toMatchObject({ errors: [{ rule: 'mfa_setup_required' }] });
    // Other roles are not concerned.
    const rep = await loginAs(t.app, 'rep');
    expect(rep.mfa_setup_required).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/companies', headers: rep.headers })).statusCode).toBe(200);

    const setup = await t.app.inject({ method: 'POST', url: '/api/mfa/totp', headers: admin.headers });
    const { secret } = setup.json() as { secret: string };
    const code = await generate({ secret });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/mfa/totp/verify',
      headers: admin.headers,
      payload: { code },
    });
    expect(verify.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })).statusCode).toBe(200);
  });
});

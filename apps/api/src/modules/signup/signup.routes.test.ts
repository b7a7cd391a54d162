import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyMessages, signupMessages, signupResponseSchema, userMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Every attempt counts against the address, invalid ones too: this file sends many from one.
  t = await createTestApp({ SIGNUP_MAX_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const body = (over: { user?: object; company?: object } = {}) => ({
  user: {
    name: 'Carla Nova',
    email: 'carla@nova.com.br',
    password: 'Nova@2026',
    passwordConfirm: 'Nova@2026',
    ...over.user,
  },
  company: {
    name: 'Nova Soluções',
    cnpj: '11.444.777/0001-61',
    about: 'Consultoria',
    area: 'TI',
    email_curriculum: 'vagas@nova.com.br',
    site: 'https://nova.com.br',
    employees_number: 5,
    ...over.company,
  },
});
const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/signup', payload });

describe('company sign-up', () => {
  it('validates with the field paths the form labels', async () => {
    const res = await signup({
      user: { name: '', email: 'x', password: '123', passwordConfirm: '321' },
      company: { name: '', about: '', area: '' },
    });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      'user.name': signupMessages.required,
      'user.email': signupMessages.emailInvalid,
      'user.password': signupMessages.passwordMin,
      'company.name': signupMessages.required,
    });
    const same = await signup(body({ company: { email_curriculum: 'CARLA@nova.com.br' } }));
    expect(same.json().errors[0]).toMatchObject({
      field: 'company.email_curriculum',
      message: signupMessages.sameEmail,
    });
    const differ = await signup(body({ user: { passwordConfirm: 'Outra@2026' } }));
    expect(differ.json().errors[0]).toMatchObject({
      field: 'user.passwordConfirm',
      message: signupMessages.passwordsDiffer,
    });
    const badCnpj = await signup(body({ company: { cnpj: '11.111.111/1111-11' } }));
    expect(badCnpj.json().errors[0].field).toBe('company.cnpj');
    const badRegistry = await signup(body({ company: { cnpj: undefined, numero_registro: 'sem numero' } }));
    expect(badRegistry.statusCode).toBe(422);
    expect(badRegistry.json().errors[0]).toMatchObject({
      field: 'company.numero_registro',
      message: companyMessages.registryInvalid,
    });
    const taken = await signup(body({ user: { email: 'rh@acme.com.br' } }));
    expect(taken.json().errors[0]).toMatchObject({ field: 'user.email', message: userMessages.emailTaken });
    expect(
      (await t.app.inject({ url: '/api/users?name=carla', headers: (await loginAs(t.app, 'admin')).headers })).json()
        .meta.total,
    ).toBe(0);
  });

  it('creates an inactive representative with the company, signs the term and tells the admins', async () => {
    const res = await signup(body());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(signupMessages.success);
    expect(signupResponseSchema.strict().safeParse(res.json()).success).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'carla@nova.com.br', password: 'Nova@2026' },
    });
    expect(login.json()).toMatchObject({ role: 'representante_empresa', has_terms: true });
    const headers = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ url: '/api/profile', headers })).json().is_active).toBe(false);
    const companies = (await t.app.inject({ url: '/api/companies', headers })).json();
    expect(companies.data[0]).toMatchObject({ name: 'Nova Soluções', cnpj: '11444777000161' });
    const notice = await vi.waitFor(
      () => {
        const found = t.mails().find((m) => m.includes('cadastrou a empresa "Nova Soluções"'));
        expect(found, "the admin's notice").toBeDefined();
        return found!;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(notice).toContain('To: admin@demo.edu.br');
    const again = await signup(body({ user: { email: 'outra@nova.com.br' } }));
    expect(again.json().errors[0].field).toBe('company.cnpj');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'outra@nova.com.br', password: 'Nova@2026' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('sign-up input', () => {
  it('answers 422 naming each missing part, 400 for a body that is not JSON, and never a 500', async () => {
    const empty = await signup({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['user', 'company']),
    );
    const noCompany = await signup({ user: body().user });
    expect(noCompany.json().errors.map((e: { field: string }) => e.field)).toEqual(['company']);
    const types = await signup(body({ company: { employees_number: 'muitos', name: 42 } }));
    expect(types.statusCode).toBe(422);
    expect(types.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['company.employees_number', 'company.name']),
    );
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('sign-up abuse', () => {
  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ SIGNUP_MAX_PER_ADDRESS: '1' });
    try {
      const first = await limited.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: body({ company: { cnpj: '', numero_registro: 'CRA 1' } }),
        remoteAddress: '10.2.2.2',
      });
      expect(first.statusCode).toBe(201);
      const second = await limited.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: body({ user: { email: 'b@nova.com.br' }, company: { cnpj: '', numero_registro: 'CRA 2' } }),
        remoteAddress: '10.2.2.2',
      });
      expect(second.statusCode).toBe(429);
      const blankRegistry = await limited.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: body({ user: { email: 'c@nova.com.br' }, company: { cnpj: undefined, numero_registro: ' ' } }),
        remoteAddress: '10.3.3.3',
      });
      expect(blankRegistry.json().errors[0]).toMatchObject({
        field: 'company.numero_registro',
        message: 'O campo "Registro Profissional" é obrigatório!',
      });
    } finally {
      await limited.close();
    }
  });

  it('counts an address before reading the body: invalid or huge bodies are limited too', async () => {
    const limited = await createTestApp({ SIGNUP_MAX_PER_ADDRESS: '2' });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/signup',
          payload: { user: { email: 'x'.repeat(5000) } },
          remoteAddress: '10.5.5.5',
        });
      expect((await send()).statusCode).toBe(422);
      expect((await send()).statusCode).toBe(422);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

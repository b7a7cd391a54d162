import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages, messages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, payload, headers });

describe('GET /api/users', () => {
  it('pages representatives by default filter and searches by name', async () => {
    const reps = await call('GET', '/api/users?role=2');
    expect(reps.statusCode).toBe(200);
    const body = reps.json();
    expect(body.meta).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    const renata = body.data.find((u: { email: string }) => u.email === 'rh@acme.com.br');
    expect(renata.companies.map((c: { name: string }) => c.name)).toEqual(['Acme Logística', 'Acme Tecnologia']);
    expect(renata).not.toHaveProperty('password_hash');
    const search = await call('GET', '/api/users?name=' + encodeURIComponent('ren%'));
    expect(search.json().data).toHaveLength(0);
    const byName = await call('GET', '/api/users?name=renata');
    expect(byName.json().data.map((u: { name: string }) => u.name)).toEqual(['Renata Horta']);
    const students = await call('GET', '/api/users?role=3&limit=1&page=2');
    expect(students.json().meta).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    expect(students.json().data[0].student.ra).toBe('2024002');
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/users', undefined, {})).statusCode).toBe(401);
    for (const who of ['rep', 'inactive', 'student'] as const) {
      const s = await loginAs(t.app, who);
      expect((await call('GET', '/api/users', undefined, s.headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/users', { name: 'x' }, s.headers)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/users/2', undefined, s.headers)).statusCode).toBe(403);
    }
  });
});

describe('POST, PUT, DELETE /api/users', () => {
  it('creates a representative and a student with the form rules', async () => {
    const bad = await call('POST', '/api/users', {
      name: '',
      email: 'x',
      password: '123',
      password_confirmation: '321',
      role_id: 2,
      is_active: 1,
    });
    expect(bad.statusCode).toBe(422);
    const msgs = bad.json().errors.map((e: { message: string }) => e.message);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'O campo "Nome" é obrigatório!',
        messages.validation.emailInvalid,
        messages.validation.passwordMin,
      ]),
    );
    const rep = await call('POST', '/api/users', {
      name: 'Nova Rep',
      email: 'Nova@Empresa.com',
      password: 'Senha@123',
      password_confirmation: 'Senha@123',
      role_id: 2,
      is_active: true,
    });
    expect(rep.statusCode).toBe(201);
    expect(rep.json()).toMatchObject({ email: 'nova@empresa.com', role_id: 2, is_active: true, companies: [] });
    const dup = await call('POST', '/api/users', {
      name: 'Outra',
      email: 'nova@empresa.com',
      password: 'Senha@123',
      role_id: 2,
      is_active: true,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toMatchObject({ field: 'email', message: userMessages.emailTaken });
    const noRa = await call('POST', '/api/users', {
      name: 'Aluno',
      email: 'aluno@x.com',
      password: 'Senha@123',
      role_id: 3,
      is_active: true,
    });
    expect(noRa.statusCode).toBe(422);
    const course = (await call('GET', '/api/courses')).json().data[0].id;
    const student = await call('POST', '/api/users', {
      name: 'Aluno',
      email: 'aluno@x.com',
      password: 'Senha@123',
      role_id: 3,
      is_active: true,
      ra: '2024999',
      id_course: course,
    });
    expect(student.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-student',
      payload: { ra: '2024999', password: 'Senha@123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes only the fields sent, activates, and never touches admins', async () => {
    const inactive = (await call('GET', '/api/users?name=pendente')).json().data[0];
    const res = await call('PUT', `/api/users/${inactive.id}`, { is_active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_active: true, name: 'Paulo Pendente', email: 'pendente@beta.com.br' });
    const locked = await call('PUT', `/api/users/${admin.user_id}`, { name: 'Outro' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errors[0].message).toBe(userMessages.adminLocked);
    expect((await call('PUT', '/api/users/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/users/${inactive.id}`, { email: 'rh@acme.com.br' })).statusCode).toBe(422);
    expect((await call('PUT', `/api/users/${inactive.id}`, { role_id: 3 })).statusCode).toBe(422);
  });

  it('ends sessions when an admin sets a new password', async () => {
    const s = await loginAs(t.app, 'student2');
    const res = await call('PUT', `/api/users/${s.user_id}`, { password: 'Trocada@123' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: s.headers })).statusCode).toBe(401);
  });

  it('refuses to delete a user with companies, deletes one without', async () => {
    const renata = (await call('GET', '/api/users?name=renata')).json().data[0];
    const refused = await call('DELETE', `/api/users/${renata.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(userMessages.hasCompanies);
    const fresh = (
      await call('POST', '/api/users', {
        name: 'Temp',
        email: 'temp@x.com',
        password: 'Senha@123',
        role_id: 2,
        is_active: true,
      })
    ).json();
    expect((await call('DELETE', `/api/users/${fresh.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${fresh.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${admin.user_id}`)).statusCode).toBe(403);
  });
});

// A TCE at Acme signed by the three parties through the API, under a convênio of its own: the
// journeys after signing start from it (docs/decisions/018-internships-tce.md). Ana by default;
// a journey whose period would add to Ana's other TCEs at Acme past the 2 years of art. 11 names
// another student.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from './api-login.ts';
import { signStudentTerm } from './student-terms.ts';

export interface TceDates {
  agreement: { number: string; starts_on: string; ends_on: string };
  starts_on: string;
  ends_on: string;
  policy: string;
  supervisor: { name: string; email: string };
  student?: { ra: string; password: string };
}

/** Creates, sends and signs the TCE; answers its id. */
export const signedTce = async (request: APIRequestContext, d: TceDates): Promise<number> => {
  const who = d.student ?? { ra: '2024001', password: 'Aluno@1234' };
  await signStudentTerm(request, who.ra, who.password);
  const admin = bearer(await apiToken(request, 'admin'));
  const rep = bearer(await apiToken(request, 'representative'));
  const login = await request.post('/api/login-student', { data: who });
  expect(login.status()).toBe(200);
  const student = bearer(((await login.json()) as { token: string }).token);
  const companies = (await (await request.get('/api/companies?limit=100', { headers: rep })).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const acme = companies.data.find((c) => c.name === 'Acme Tecnologia')!.id;
  const agreement = await request.post('/api/agreements', {
    headers: admin,
    data: { companies_id: acme, ...d.agreement },
  });
  expect(agreement.status()).toBe(201);
  const created = await request.post('/api/internships', {
    headers: rep,
    data: {
      ra: who.ra,
      companies_id: acme,
      kind: 'optional',
      starts_on: d.starts_on,
      ends_on: d.ends_on,
      hours_per_day: 6,
      hours_per_week: 30,
      stipend_cents: 150000,
      transport_aid_cents: 20000,
      insurer: 'Seguradora Exemplo S.A.',
      policy_number: d.policy,
      supervisor: { ...d.supervisor, position: 'Gerente', education: 'Computação' },
      advisor: { name: 'Prof. João Orientador', email: 'joao@demo.edu.br' },
      activities: ['Desenvolver telas do sistema interno'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await request.post(`/api/internships/${id}/submit`, { headers: rep })).status()).toBe(200);
  for (const [headers, password] of [
    [student, who.password],
    [rep, 'Empresa@123'],
    [admin, 'Admin@12345'],
  ] as const)
    expect((await request.post(`/api/internships/${id}/signatures`, { headers, data: { password } })).status()).toBe(
      201,
    );
  return id;
};

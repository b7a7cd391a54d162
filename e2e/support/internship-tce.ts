// A TCE for Ana at Acme signed by the three parties through the API, under a convênio of its own:
// the journeys after signing start from it (docs/decisions/018-internships-tce.md).
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from './api-login.ts';
import { signStudentTerm } from './student-terms.ts';

export interface TceDates {
  agreement: { number: string; starts_on: string; ends_on: string };
  starts_on: string;
  ends_on: string;
  policy: string;
  supervisor: { name: string; email: string };
}

/** Creates, sends and signs the TCE; answers its id. */
export const signedTce = async (request: APIRequestContext, d: TceDates): Promise<number> => {
  await signStudentTerm(request, '2024001', 'Aluno@1234');
  const admin = bearer(await apiToken(request, 'admin'));
  const rep = bearer(await apiToken(request, 'representative'));
  const student = bearer(await apiToken(request, 'student'));
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
      ra: '2024001',
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
    [student, 'Aluno@1234'],
    [rep, 'Empresa@123'],
    [admin, 'Admin@12345'],
  ] as const)
    expect((await request.post(`/api/internships/${id}/signatures`, { headers, data: { password } })).status()).toBe(
      201,
    );
  return id;
};

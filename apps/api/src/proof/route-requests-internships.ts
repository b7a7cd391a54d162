import type { ProofRequest, RequestBuilder } from './route-requests.ts';
import type { Outcome } from './route-matrix.ts';

const allowed = (outcome: Outcome) => outcome === 'ok' || outcome === 'reach';
const PASSWORDS: Record<string, string> = {
  rep: 'Empresa@123',
  rep2: 'Empresa@123',
  inactive: 'Empresa@123',
  admin: 'Admin@12345',
};
const req = (method: ProofRequest['method'], url: string, payload?: object): ProofRequest => ({ method, url, payload });

const agreement = (c: Parameters<RequestBuilder>[0]) => ({
  companies_id: c.ids.acme,
  number: c.unique('CV-'),
  starts_on: '2026-01-01',
  ends_on: '2030-12-31',
  integration_agent: { name: 'Agente de Integração', cnpj: '11222333000181' },
});

/** A lawful TCE of Ana at Acme (docs/spec/07-api.md#internships-api). */
const tce = (c: Parameters<RequestBuilder>[0]) => ({
  ra: '2024001',
  companies_id: c.ids.acme,
  kind: 'optional',
  starts_on: '2028-01-01',
  ends_on: '2028-03-31',
  hours_per_day: 6,
  hours_per_week: 30,
  stipend_cents: 100000,
  transport_aid_cents: 10000,
  insurer: 'Seguradora',
  policy_number: 'AP-2',
  supervisor: { name: 'Supervisora', email: 'sup@acme.com.br', position: 'Gerente', education: 'Administração' },
  advisor: { name: 'Orientador', email: 'orientador@demo.edu.br' },
  activities: ['Atividade'],
});

/** Convênios, TCEs and the public verification (docs/decisions/018-internships-tce.md). */
export const INTERNSHIP_REQUESTS: Record<string, RequestBuilder> = {
  'GET /api/agreements': () => req('GET', '/api/agreements'),
  'GET /api/agreements/:id': (c) => req('GET', `/api/agreements/${c.acmeAgreement}`),
  'POST /api/agreements': (c) => req('POST', '/api/agreements', agreement(c)),
  'PUT /api/agreements/:id': (c) =>
    req('PUT', `/api/agreements/${c.acmeAgreement}`, {
      ...agreement(c),
      ends_on: '2040-12-31',
      starts_on: '2020-01-01',
    }),
  'DELETE /api/agreements/:id': async (c, _a, o) =>
    req('DELETE', `/api/agreements/${allowed(o) ? await c.freshAgreement() : c.acmeAgreement}`),
  'GET /api/internships': () => req('GET', '/api/internships'),
  'POST /api/internships': (c) => req('POST', '/api/internships', tce(c)),
  'PUT /api/internships/:id': async (c, _a, o) =>
    req('PUT', `/api/internships/${allowed(o) ? (await c.freshInternship()).id : c.anaInternship.id}`, tce(c)),
  'GET /api/internships/:id': (c) => req('GET', `/api/internships/${c.anaInternship.id}`),
  'POST /api/internships/:id/submit': async (c, _a, o) =>
    req('POST', `/api/internships/${allowed(o) ? (await c.freshInternship()).id : c.anaInternship.id}/submit`),
  'POST /api/internships/:id/cancel': async (c, _a, o) =>
    req('POST', `/api/internships/${allowed(o) ? (await c.freshInternship()).id : c.anaInternship.id}/cancel`),
  'POST /api/internships/:id/signatures': async (c, actor, o) =>
    req(
      'POST',
      `/api/internships/${allowed(o) ? (await c.freshInternship('awaiting_signatures')).id : c.anaInternship.id}/signatures`,
      { password: PASSWORDS[actor] ?? 'Aluno@1234' },
    ),
  'GET /api/internships/:id/document': (c) => req('GET', `/api/internships/${c.anaInternship.id}/document`),
  'GET /api/internships/:id/reports': (c) => req('GET', `/api/internships/${c.anaInternship.id}/reports`),
  'PUT /api/internships/:id/reports/:rid': (c) =>
    req('PUT', `/api/internships/${c.anaInternship.id}/reports/1`, { activities: 'Atividades do semestre' }),
  'PUT /api/internships/:id/reports/:rid/evaluation': (c) =>
    req('PUT', `/api/internships/${c.anaInternship.id}/reports/1/evaluation`, { evaluation: 'Bom desempenho' }),
  'POST /api/internships/:id/reports/:rid/approval': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/reports/1/approval`, { comment: 'Aprovado' }),
  'POST /api/internships/:id/reports/:rid/return': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/reports/1/return`, { comment: 'Detalhe as atividades' }),
  'POST /api/internships/:id/recesses': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/recesses`, { starts_on: '2027-02-01', days: 5 }),
  'POST /api/internships/:id/termination': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/termination`, { ended_on: '2027-03-01', reason: 'Motivo' }),
  'POST /api/internships/:id/completion': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/completion`, {
      evaluation: 'Bom desempenho',
      activities_summary: 'Atividades',
    }),
  'GET /api/internships/:id/amendments': (c) => req('GET', `/api/internships/${c.anaInternship.id}/amendments`),
  'POST /api/internships/:id/amendments': (c) =>
    req('POST', `/api/internships/${c.anaInternship.id}/amendments`, { ends_on: '2027-12-31', hours_per_day: 5 }),
  'POST /api/internships/:id/amendments/:aid/signatures': (c, actor) =>
    req('POST', `/api/internships/${c.anaInternship.id}/amendments/1/signatures`, {
      password: PASSWORDS[actor] ?? 'Aluno@1234',
    }),
  'GET /api/internships/:id/amendments/:aid/document': (c) =>
    req('GET', `/api/internships/${c.anaInternship.id}/amendments/1/document`),
  'GET /api/internships/:id/reports/:rid/document': (c) =>
    req('GET', `/api/internships/${c.anaInternship.id}/reports/1/document`),
  'GET /api/internships/:id/completion/document': (c) =>
    req('GET', `/api/internships/${c.anaInternship.id}/completion/document`),
  'GET /api/internships/deadlines': () => req('GET', '/api/internships/deadlines?list=ending_soon'),
  'POST /api/internships/:id/experience': (c) => req('POST', `/api/internships/${c.anaInternship.id}/experience`),
  'GET /api/documents/:code': (c) => req('GET', `/api/documents/${c.anaInternship.code}`),
};

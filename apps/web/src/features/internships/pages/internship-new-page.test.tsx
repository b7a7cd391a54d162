import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Application, Company } from '@portal/contracts';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { InternshipNewPage } from './internship-new-page';

const server = mockApiServer();

const hired: Application = {
  id: 42,
  job_id: 7,
  student_id: 3,
  ra: '2024003',
  hired: true,
  notified_at: null,
  created_at: '2026-11-01T12:00:00Z',
  stage: 'hired',
  stage_updated_at: '2026-11-02T12:00:00Z',
  resume_viewed_at: null,
  interview: null,
  rejection_reason: null,
  job: {
    id: 7,
    title: 'Estágio em Dados',
    status: 1,
    city: 'Curitiba',
    state: 'PR',
    area: null,
    company: { id: 1, name: 'Acme' },
  },
  student: { id: 3, ra: '2024003', phone: null, user: { name: 'Ana Souza', email: 'ana@aluno.br' } },
};
const acme: Company = {
  id: 1,
  user_id: 5,
  name: 'Acme',
  cnpj: null,
  numero_registro: null,
  about: '',
  area: 'Tecnologia',
  email_curriculum: null,
  site: null,
  employees_number: 10,
  logo_image: null,
  cover_image: null,
  jobs_count: 1,
  user: { id: 5, name: 'Rita', email: 'rita@acme.com.br', is_active: true },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const companies = {
  data: [acme],
  meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, first_page: 1 },
};

const hint = (label: string) => {
  const input = screen.getByLabelText(label, { exact: false });
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('the TCE form (Novo termo de compromisso de estágio)', () => {
  it("shows the law's limits beside the fields, and the stipend's rule follows the kind", async () => {
    server.use(http.get('/api/companies', () => HttpResponse.json(companies)));
    renderPage(<InternshipNewPage />, '/estagios/novo');
    await screen.findByLabelText('Horas por dia', { exact: false });
    expect(hint('Horas por dia')).toBe('Máximo de 6 horas diárias (art. 10)');
    expect(hint('Horas por semana')).toBe('Máximo de 30 horas semanais (art. 10)');
    expect(hint('Término')).toContain('art. 11');
    expect(hint('Supervisor(a) na empresa')).toBe('Até 10 estagiários ao mesmo tempo (art. 9º, III)');
    expect(hint('Bolsa mensal (R$)')).toBe('Compulsória no estágio não obrigatório (art. 12)');
    await userEvent.click(screen.getByRole('radio', { name: 'Obrigatório' }));
    expect(hint('Bolsa mensal (R$)')).toBe('Opcional no estágio obrigatório');
  });

  it('takes the student and company from the hired card instead of asking for them', async () => {
    server.use(http.get('/api/applications/42', () => HttpResponse.json(hired)));
    renderPage(<InternshipNewPage />, '/estagios/novo?candidatura=42');
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.queryByLabelText('RA do aluno', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Empresa (parte concedente)', { exact: false })).toBeNull();
  });

  it("shows the server's refusals of the law under their fields, sending only the application", async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/applications/42', () => HttpResponse.json(hired)),
      http.post('/api/internships', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            errors: [
              { field: 'hours_per_day', message: 'A jornada não pode passar de 6 horas diárias (art. 10).' },
              { field: 'supervisor', message: 'Este supervisor já acompanha 10 estagiários (art. 9º, III).' },
            ],
          },
          { status: 422 },
        );
      }),
    );
    renderPage(<InternshipNewPage />, '/estagios/novo?candidatura=42');
    await screen.findByText('Ana Souza');
    const day = screen.getByLabelText('Horas por dia', { exact: false });
    await userEvent.clear(day);
    await userEvent.type(day, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Criar termo de compromisso' }));
    await waitFor(() => expect(hint('Horas por dia')).toBe('A jornada não pode passar de 6 horas diárias (art. 10).'));
    expect(hint('Supervisor(a) na empresa')).toBe('Este supervisor já acompanha 10 estagiários (art. 9º, III).');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ application_id: 42, hours_per_day: 8 });
    expect(sent[0]).not.toHaveProperty('ra');
  });
});

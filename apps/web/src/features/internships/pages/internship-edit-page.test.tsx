import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { internshipMessages as m, type Internship } from '@portal/contracts';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { InternshipEditPage } from './internship-edit-page';

const server = mockApiServer();

const draft = {
  id: 7,
  status: 'draft',
  kind: 'optional',
  application_id: null,
  student: { id: 1, name: 'ANA SOUZA', ra: '2024001', course: 'Computação' },
  company: { id: 3, name: 'Acme Tecnologia', cnpj: null },
  agreement: { id: 1, number: 'CV-1', ends_on: '2035-12-31' },
  starts_on: '2027-02-01',
  ends_on: '2028-01-31',
  hours_per_day: 6,
  hours_per_week: 30,
  stipend_cents: 150050,
  transport_aid_cents: 20000,
  insurer: 'Seguradora Exemplo',
  policy_number: 'AP-1',
  supervisor: { name: 'Carla', email: 'carla@acme.com.br', position: 'Gerente', education: 'Computação' },
  advisor: { name: 'João', email: 'joao@demo.edu.br' },
  activities: ['Desenvolver telas', 'Escrever testes'],
  verification_code: 'ABCDEFGHJKLMNPQR',
  terms_sha256: null,
  document_sha256: null,
  signatures: [],
  next_party: null,
  reports: [],
  recess: { entitled_days: 30, taken_days: 0, remaining_days: 30 },
  recesses: [],
  ending: null,
  created_at: '2026-11-01T12:00:00.000Z',
  submitted_at: null,
  activated_at: null,
  cancelled_at: null,
  amendments: [],
} satisfies Internship;

const acme = {
  id: 3,
  user_id: 2,
  name: 'Acme Tecnologia',
  cnpj: null,
  numero_registro: null,
  about: 'Software',
  area: 'TI',
  email_curriculum: null,
  site: null,
  employees_number: 10,
  logo_image: null,
  cover_image: null,
  jobs_count: 0,
  user: { id: 2, name: 'RH', email: 'rh@acme.com.br', is_active: true },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const show = (t: Internship, put?: Parameters<typeof http.put>[1]) => {
  server.use(
    http.get('/api/internships/7', () => HttpResponse.json(t)),
    http.get('/api/companies', () =>
      HttpResponse.json({
        data: [acme],
        meta: { total: 1, per_page: 100, current_page: 1, last_page: 1, first_page: 1 },
      }),
    ),
    ...(put ? [http.put('/api/internships/7', put)] : []),
  );
  renderPage(
    <Routes>
      <Route path="/estagios/:id/editar" element={<InternshipEditPage />} />
      <Route path="/estagios/:id" element={<p>Página do termo</p>} />
    </Routes>,
    '/estagios/7/editar',
  );
};

describe('InternshipEditPage', () => {
  it('opens a draft filled in and sends the whole TCE again', async () => {
    const sent: Array<Record<string, unknown>> = [];
    show(draft, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...draft, hours_per_day: 4 });
    });
    const hours = await screen.findByRole('spinbutton', { name: /Horas por dia/ });
    expect((hours as HTMLInputElement).value).toBe('6');
    expect((screen.getByRole('textbox', { name: /Bolsa mensal/ }) as HTMLInputElement).value).toBe('1500,50');
    await userEvent.clear(hours);
    await userEvent.type(hours, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await screen.findByText('Página do termo');
    expect(sent).toEqual([
      expect.objectContaining({
        ra: '2024001',
        companies_id: 3,
        hours_per_day: 4,
        stipend_cents: 150050,
        activities: ['Desenvolver telas', 'Escrever testes'],
      }),
    ]);
  });

  it('puts the law’s refusal under its field', async () => {
    show(draft, () =>
      HttpResponse.json(
        {
          message: m.hoursPerWeek(30),
          errors: [{ field: 'hours_per_week', rule: 'art_10', message: m.hoursPerWeek(30) }],
        },
        { status: 422 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(screen.getByText(m.hoursPerWeek(30))).toBeTruthy());
  });

  it('says a sent TCE is no longer editable', async () => {
    show({ ...draft, status: 'awaiting_signatures', next_party: 'student' });
    expect(await screen.findByText(m.notEditable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
  });
});

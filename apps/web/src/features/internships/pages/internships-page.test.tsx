import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { internshipMessages, type DeadlineList } from '@portal/contracts';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { InternshipsPage } from './internships-page';

const role = vi.hoisted(() => ({ current: 'admin' }));
vi.mock('../../../lib/session', async (original) => ({
  ...(await original<typeof import('../../../lib/session')>()),
  useSession: () => ({ role: role.current }),
}));

const server = mockApiServer();
const meta = (total: number) => ({ total, per_page: 20, current_page: 1, last_page: 1, first_page: 1 });
const counts = { overdue_reports: 3, ending_soon: 1, past_two_years: 0, agreements_expiring: 2 };
const rows: Record<DeadlineList, object[]> = {
  overdue_reports: [
    {
      internship_id: 7,
      agreement_id: null,
      agreement_number: null,
      student_name: 'ANA SOUZA',
      student_ra: '2024001',
      company_name: 'Acme Tecnologia',
      date: '2027-08-01',
      days: -5,
    },
  ],
  ending_soon: [],
  past_two_years: [],
  agreements_expiring: [
    {
      internship_id: null,
      agreement_id: 4,
      agreement_number: 'CV-9',
      student_name: null,
      student_ra: null,
      company_name: 'Acme Tecnologia',
      date: '2027-09-30',
      days: 40,
    },
  ],
};

const serve = () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/internships', () =>
      HttpResponse.json({
        data: [],
        meta: meta(0),
        counts: { draft: 0, awaiting_signatures: 0, active: 0, cancelled: 0, terminated: 0, completed: 0 },
      }),
    ),
    http.get('/api/internships/deadlines', ({ request }) => {
      const list = (new URL(request.url).searchParams.get('list') ?? 'overdue_reports') as DeadlineList;
      asked.push(list);
      return HttpResponse.json({ list, counts, data: rows[list], meta: meta(counts[list]) });
    }),
  );
  return asked;
};

describe('Estágios: the office’s deadline tabs', () => {
  it('shows each list with its count and its rows', async () => {
    const asked = serve();
    renderPage(<InternshipsPage />, '/estagios');
    expect(await screen.findByRole('tab', { name: 'Relatórios atrasados (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Terminam em 30 dias (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mais de 2 anos (0)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Relatórios atrasados (3)' }));
    const table = await screen.findByRole('table', { name: 'Prazos' });
    expect(within(table).getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/estagios/7');
    expect(within(table).getByText('há 5 dia(s)')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Convênios vencendo em 60 dias (2)' }));
    expect(await screen.findByText('CV-9')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Mais de 2 anos (0)' }));
    expect(await screen.findByText('Nenhum item nesta lista.')).toBeTruthy();
    expect(asked).toContain('agreements_expiring');
  });

  it('has no deadline tabs for a company', async () => {
    role.current = 'representante_empresa';
    const asked = serve();
    renderPage(<InternshipsPage />, '/estagios');
    expect(await screen.findByText(internshipMessages.empty)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(asked).toEqual([]);
    role.current = 'admin';
  });
});

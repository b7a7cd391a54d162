import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsMessages, type AnalyticsOverview } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { IndicatorsPage } from './indicators-page';

const server = mockApiServer();
afterEach(() => vi.restoreAllMocks());

const overview = (q: URLSearchParams): AnalyticsOverview => ({
  from: q.get('from')!,
  to: q.get('to')!,
  applications: q.get('course') ? 4 : 12,
  applicants: 9,
  hired: 3,
  hired_students: 3,
  placement_rate: 1 / 3,
  median_days_to_hire: 14,
  median_days_open: 30,
  video_cv_share: 0.5,
  open_jobs: 5,
  new_jobs: 2,
  by_month: [],
  by_course: [],
  by_company: [],
  jobs_by_state: [],
  funnel: [],
  internships: {
    active: 2,
    started: 1,
    completed: 1,
    by_course: [],
    by_company: [{ company_id: 1, company: 'Acme Tecnologia', active: 2 }],
    by_month: [],
    reports_on_time: 3,
    reports_overdue: 1,
    mean_duration_days: 61,
  },
});
const empty = { data: [], meta: { total: 0, per_page: 100, current_page: 1, last_page: 1, first_page: 1 } };

/** The page's API: the options of the filters and the overview, whose queries are recorded. */
const serve = () => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/courses', () =>
      HttpResponse.json({ data: [{ id: 3, name: 'Administração', id_knowledge_area: null }] }),
    ),
    http.get('/api/companies', () => HttpResponse.json(empty)),
    http.get('/api/contract-types', () => HttpResponse.json(empty)),
    http.get('/api/analytics/overview', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(overview(q));
    }),
  );
  return asked;
};

const card = (label: string) => screen.getByText(label).parentElement!;

describe('Indicadores', () => {
  it("asks for this semester's figures, then again with a course chosen", async () => {
    const asked = serve();
    renderPage(<IndicatorsPage />, '/indicadores');
    await waitFor(() => expect(within(card('Candidaturas')).getByText('12')).toBeTruthy());
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('from')).toMatch(/^\d{4}-(01|07)-01$/);
    expect(asked[0]!.has('course')).toBe(false);
    expect(within(card('Estágios ativos')).getByText('2')).toBeTruthy();
    expect(await screen.findByText('Estágios ativos por empresa', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Estágios iniciados e concluídos por mês')).toBeTruthy();
    expect(screen.getByText(/3 relatórios entregues no prazo e 1 atrasados/)).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Curso' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administração' }));
    await waitFor(() => expect(within(card('Candidaturas')).getByText('4')).toBeTruthy());
    expect(asked.at(-1)!.get('course')).toBe('3');
  });

  it('refuses a period that ends before it starts: no request, no export', async () => {
    const asked = serve();
    renderPage(<IndicatorsPage />, '/indicadores');
    await screen.findByText('Candidaturas');
    await userEvent.click(screen.getByRole('combobox', { name: 'Período' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Personalizado' }));
    const from = screen.getByLabelText('De');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-10');
    const to = screen.getByLabelText('Até');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-01-01');
    expect(await screen.findByText(analyticsMessages.dateOrder)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toHaveProperty('disabled', true);
    expect(asked.some((q) => q.get('from') === '2030-01-10' && q.get('to') === '2030-01-01')).toBe(false);
  });

  it('exports the rows of the same period and filters as a download, and says so when it fails', async () => {
    const asked = serve();
    const exported: URLSearchParams[] = [];
    let fail = false;
    server.use(
      http.get('/api/analytics/export.csv', ({ request }) => {
        exported.push(new URL(request.url).searchParams);
        return fail
          ? HttpResponse.json({ errors: [{ message: 'Exportação indisponível.' }] }, { status: 503 })
          : new HttpResponse('Vaga;Empresa\n', {
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="indicadores.csv"' },
            });
      }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage(<IndicatorsPage />, '/indicadores');
    await screen.findByText('Candidaturas');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toEqual(['indicadores.csv']));
    expect(exported[0]!.toString()).toBe(asked[0]!.toString());

    fail = true;
    const error = vi.spyOn(toast, 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Exportação indisponível.'));
    expect(clicked).toHaveLength(1);
  });
});

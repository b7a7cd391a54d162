import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jobAlertMessages, type JobAlert } from '@portal/contracts';
import { renderPage, mockApiServer } from '../../../test/render-page';
import { JobAlertsPage } from './job-alerts-page';

const server = mockApiServer();

const alert = (id: number, name: string, active = true): JobAlert => ({
  id,
  name,
  title: 'Analista',
  state: 'SP',
  city: null,
  frequency: 'daily',
  active,
  last_sent_at: null,
  created_at: '2026-11-01T12:00:00Z',
});
const list = (data: JobAlert[]) => ({
  data,
  meta: { total: data.length, per_page: 10, current_page: 1, last_page: 1, first_page: 1 },
});

describe('Meus alertas', () => {
  it('lists the alerts, pauses one with PUT active=false and shows it paused', async () => {
    let alerts = [alert(1, 'Analista em SP'), alert(2, 'Estágio TI')];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/job-alerts', () => HttpResponse.json(list(alerts))),
      http.put('/api/job-alerts/:id', async ({ params, request }) => {
        const body = (await request.json()) as Partial<JobAlert>;
        sent.push({ id: params.id, ...body });
        alerts = alerts.map((a) => (a.id === Number(params.id) ? { ...a, ...body } : a));
        return HttpResponse.json(alerts.find((a) => a.id === Number(params.id)));
      }),
    );
    renderPage(<JobAlertsPage />, '/meus-alertas');
    expect(screen.getByRole('status', { name: 'Carregando alertas' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByText(/2 de 10 alertas/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pausar o alerta Analista em SP' }));
    expect(await screen.findByRole('button', { name: 'Reativar o alerta Analista em SP' })).toBeTruthy();
    expect(sent).toEqual([{ id: '1', active: false }]);
  });

  it('deletes an alert only after the confirmation, then lists what is left', async () => {
    let alerts = [alert(1, 'Analista em SP'), alert(2, 'Estágio TI')];
    const deleted: string[] = [];
    server.use(
      http.get('/api/job-alerts', () => HttpResponse.json(list(alerts))),
      http.delete('/api/job-alerts/:id', ({ params }) => {
        deleted.push(String(params.id));
        alerts = alerts.filter((a) => a.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPage(<JobAlertsPage />, '/meus-alertas');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir o alerta Estágio TI' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Excluir o alerta "Estágio TI"\?/)).toBeTruthy();
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(deleted).toEqual(['2']);
    expect(screen.queryByText('Estágio TI')).toBeNull();
  });

  it('shows the empty state with both ways to create an alert', async () => {
    server.use(http.get('/api/job-alerts', () => HttpResponse.json(list([]))));
    renderPage(<JobAlertsPage />, '/meus-alertas');
    expect(await screen.findByText(jobAlertMessages.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar vagas' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Criar alerta' })).toBeTruthy();
  });

  it('offers to try again when the list does not load', async () => {
    let calls = 0;
    server.use(
      http.get('/api/job-alerts', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Serviço indisponível.' }] }, { status: 503 })
          : HttpResponse.json(list([alert(1, 'Analista em SP')]));
      }),
    );
    renderPage(<JobAlertsPage />, '/meus-alertas');
    await userEvent.click(await screen.findByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Analista em SP')).toBeTruthy();
  });
});

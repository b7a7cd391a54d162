import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAGES, type Application, type Stage } from '@portal/contracts';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { PipelineBoard } from './pipeline-board';

const server = mockApiServer();

const application = (id: number, name: string, stage: Stage): Application => ({
  id,
  job_id: 7,
  student_id: id,
  ra: `202400${id}`,
  hired: false,
  notified_at: null,
  created_at: '2026-11-01T12:00:00Z',
  stage,
  stage_updated_at: '2026-11-01T12:00:00Z',
  resume_viewed_at: null,
  interview: null,
  rejection_reason: null,
  job: {
    id: 7,
    title: 'Analista',
    status: 1,
    city: 'Campinas',
    state: 'SP',
    area: null,
    company: { id: 1, name: 'Acme' },
  },
  student: { id, ra: `202400${id}`, phone: null, user: { name, email: `${id}@aluno.br` }, course: 'Administração' },
});

/** The job's applications as the server keeps them; moves change them, the board reads them. */
const serveBoard = () => {
  let apps = [application(1, 'Ana Souza', 'received'), application(2, 'Bruno Lima', 'received')];
  const moves: unknown[] = [];
  server.use(
    http.get('/api/jobs/7/board', () =>
      HttpResponse.json({
        columns: STAGES.map((stage) => {
          const data = apps.filter((a) => a.stage === stage);
          return { stage, total: data.length, data };
        }),
      }),
    ),
    http.patch('/api/applications/:id/stage', async ({ params, request }) => {
      const body = (await request.json()) as { stage: Stage };
      moves.push({ id: Number(params.id), ...body });
      apps = apps.map((a) => (a.id === Number(params.id) ? { ...a, stage: body.stage } : a));
      return HttpResponse.json(apps.find((a) => a.id === Number(params.id)));
    }),
    http.post('/api/applications/stage', async ({ request }) => {
      const body = (await request.json()) as { ids: number[]; stage: Stage };
      moves.push(body);
      apps = apps.map((a) => (body.ids.includes(a.id) ? { ...a, stage: body.stage } : a));
      return HttpResponse.json({ updated: body.ids.length });
    }),
  );
  return moves;
};

const column = (stage: Stage) => screen.getByTestId(`column-${stage}`);
/** The board's first load, and its dialogs' code, may take longer than a second on a busy machine. */
const slow = { timeout: 5000 };

// happy-dom lays nothing out: the columns stand side by side, 300 px apart, and a card inside its column.
const layout = (el: Element): DOMRect => {
  const own = el.getAttribute('data-testid')?.match(/^column-(\w+)$/)?.[1];
  const col = own ? el : el.closest('[data-testid^="column-"]');
  const i = col ? STAGES.indexOf(col.getAttribute('data-testid')!.slice(7) as Stage) : 0;
  const rect = own ? { x: i * 300, y: 0, width: 280, height: 600 } : { x: i * 300 + 10, y: 60, width: 260, height: 80 };
  return {
    ...rect,
    left: rect.x,
    top: rect.y,
    right: rect.x + rect.width,
    bottom: rect.y + rect.height,
    toJSON: () => rect,
  };
};
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return layout(this);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the hiring board', () => {
  it("moves a card with its menu after the dialog's confirmation", async () => {
    const moves = serveBoard();
    renderPage(<PipelineBoard jobId={7} />, '/candidaturas/7');
    await screen.findByRole('button', { name: 'Ana Souza, Recebida' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Mover Ana Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Em análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover Ana Souza para Em análise' }, slow);
    expect(moves).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await within(column('in_review')).findByRole('button', { name: 'Ana Souza, Em análise' }, slow);
    expect(moves).toEqual([{ id: 1, stage: 'in_review' }]);
    expect(within(column('received')).queryByRole('button', { name: /Ana Souza/ })).toBeNull();
  });

  it('moves a card with the keyboard: Space, an arrow per column, Space', async () => {
    const moves = serveBoard();
    renderPage(<PipelineBoard jobId={7} />, '/candidaturas/7');
    const card = await screen.findByRole('button', { name: 'Ana Souza, Recebida' }, slow);
    card.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');
    const dialog = await screen.findByRole('dialog', { name: 'Mover Ana Souza para Entrevista' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([]);
    expect(within(column('received')).getByRole('button', { name: 'Ana Souza, Recebida' })).toBeTruthy();
  });

  it('moves the selected cards together', async () => {
    const moves = serveBoard();
    renderPage(<PipelineBoard jobId={7} />, '/candidaturas/7');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar Ana Souza' }, slow));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    expect(screen.getByText('2 selecionadas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mover selecionadas' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Em análise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover 2 candidaturas para Em análise' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await within(column('in_review')).findByRole('button', { name: 'Bruno Lima, Em análise' }, slow);
    expect(moves).toEqual([{ ids: [1, 2], stage: 'in_review' }]);
    expect(screen.queryByText('2 selecionadas')).toBeNull();
  });
});

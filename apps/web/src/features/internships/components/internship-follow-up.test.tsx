import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Internship, InternshipReport, SigningParty } from '@portal/contracts';
import { InternshipFollowUp } from './internship-follow-up';

afterEach(cleanup);

const report = (over: Partial<InternshipReport>): InternshipReport => ({
  id: 1,
  due_on: '2027-08-01',
  status: 'pending',
  activities: null,
  evaluation: null,
  comment: null,
  submitted_at: null,
  evaluated_at: null,
  decided_at: null,
  document_code: null,
  ...over,
});
const tce = (over: Partial<Internship>) =>
  ({
    id: 7,
    status: 'active',
    reports: [report({})],
    recess: { entitled_days: 30, taken_days: 10, remaining_days: 20 },
    recesses: [{ id: 1, starts_on: '2027-03-01', ends_on: '2027-03-10', days: 10 }],
    ending: null,
    ...over,
  }) as Internship;
const show = (t: Internship, party: SigningParty) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InternshipFollowUp t={t} party={party} />
    </QueryClientProvider>,
  );

describe('InternshipFollowUp', () => {
  it('lets the student write a pending report, not mark recess or complete', async () => {
    show(tce({}), 'student');
    expect(screen.getByText(/20 restantes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar recesso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Concluir estágio' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar relatório' }));
    expect(screen.getByRole('dialog', { name: /Relatório de atividades até 01\/08\/2027/ })).toBeTruthy();
  });

  it('gives the office approve and return only on a submitted report', () => {
    show(tce({ reports: [report({ status: 'submitted', activities: 'Telas' })] }), 'institution');
    expect(screen.getByRole('button', { name: 'Aprovar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Devolver' })).toBeTruthy();
    cleanup();
    show(tce({}), 'institution');
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('shows an ended internship without actions', () => {
    show(
      tce({
        status: 'terminated',
        reports: [],
        ending: {
          ended_on: '2027-09-15',
          reason: 'Contratação efetiva',
          evaluation: null,
          activities_summary: null,
          terminated_at: null,
          completed_at: null,
          document_code: null,
        },
      }),
      'company',
    );
    expect(screen.getByText(/Rescindido em 15\/09\/2027: Contratação efetiva/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Internship, InternshipAmendment, SigningParty } from '@portal/contracts';
import { AmendmentsPanel } from './amendments-panel';

afterEach(cleanup);

const amendment = (over: Partial<InternshipAmendment>): InternshipAmendment => ({
  id: 3,
  number: 1,
  status: 'awaiting_signatures',
  changes: { ends_on: '2028-07-31', stipend_cents: 180000 },
  previous: { ends_on: '2028-01-31', stipend_cents: 150000 },
  terms_sha256: 'a'.repeat(64),
  signatures: [],
  next_party: 'student',
  verification_code: null,
  document_sha256: null,
  created_at: '2027-03-01T12:00:00Z',
  activated_at: null,
  ...over,
});
const tce = (amendments: InternshipAmendment[]) =>
  ({
    id: 7,
    status: 'active',
    starts_on: '2027-02-01',
    ends_on: '2028-01-31',
    hours_per_day: 6,
    hours_per_week: 30,
    stipend_cents: 150000,
    transport_aid_cents: 20000,
    verification_code: 'ABCDEFGHJKLMNPQR',
    document_sha256: 'b'.repeat(64),
    amendments,
  }) as unknown as Internship;
const show = (t: Internship, party: SigningParty, staff: boolean) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <AmendmentsPanel t={t} party={party} staff={staff} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('AmendmentsPanel', () => {
  it('shows each change and lets only the party whose turn it is sign', async () => {
    show(tce([amendment({})]), 'student', false);
    expect(screen.getByText('Término: 31/01/2028 → 31/07/2028')).toBeTruthy();
    expect(screen.getByText(/Bolsa: R\$\s1\.500,00 → R\$\s1\.800,00/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Assinar termo aditivo nº 1' }));
    expect(screen.getByRole('dialog', { name: 'Assinar o termo aditivo nº 1' })).toBeTruthy();
    cleanup();
    show(tce([amendment({})]), 'company', true);
    expect(screen.queryByRole('button', { name: 'Assinar termo aditivo nº 1' })).toBeNull();
    // One amendment at a time: no new one while this one waits.
    expect(screen.queryByRole('button', { name: 'Novo termo aditivo' })).toBeNull();
  });

  it('offers staff a new amendment with the law beside the fields, and the signed PDF', async () => {
    const signed = amendment({ status: 'active', next_party: null, verification_code: 'KWRXMJJPNUG944DH' });
    show(tce([signed]), 'company', true);
    expect(screen.getByRole('button', { name: 'Baixar termo aditivo (PDF)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Novo termo aditivo' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo termo aditivo' });
    expect(dialog.textContent).toContain('No máximo 6 horas diárias (art. 10)');
    expect(dialog.textContent).toContain('No máximo 30 horas semanais (art. 10)');
    cleanup();
    show(tce([signed]), 'student', false);
    expect(screen.queryByRole('button', { name: 'Novo termo aditivo' })).toBeNull();
  });
});

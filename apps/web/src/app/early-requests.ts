import { API_TIMEOUT_MS, BOARD_COLUMN_PAGE } from '@portal/contracts';
import { sendEarly } from '../lib/early-requests';
import { getSession } from '../lib/session';

/**
 * The board of `/candidaturas/:id?visao=quadro` (staff): its job summary and its one board request
 * leave with the entry script, before the role's routes, the shell and the page load (about half a
 * second of code on a warm load), so the answers are in when the page first renders
 * (docs/decisions/011-hiring-pipeline.md). The URLs are those `apiFetch` builds for the page's
 * queries; e2e/hiring-pipeline-layout.spec.ts fails if the board is asked for twice.
 */
export const startEarlyRequests = (): void => {
  const session = getSession();
  if (!session || session.must_change_password) return;
  if (session.role !== 'admin' && session.role !== 'representante_empresa') return;
  const job = /^\/candidaturas\/([1-9]\d{0,8})\/?$/.exec(window.location.pathname)?.[1];
  if (!job || new URLSearchParams(window.location.search).get('visao') !== 'quadro') return;
  sendEarly(
    [`/api/jobs/${job}/summary`, `/api/jobs/${job}/board?limit=${BOARD_COLUMN_PAGE}`],
    { Accept: 'application/json', Authorization: `Bearer ${session.token}` },
    API_TIMEOUT_MS,
  );
};

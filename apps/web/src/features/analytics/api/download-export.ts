import type { AnalyticsQuery } from '@portal/contracts';
import { API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session';

/** The exports: the applications' rows (CSV, XLSX with every sheet) and the internships' rows. */
export type ExportFile = 'export.csv' | 'export.xlsx' | 'internships.csv';

/**
 * `GET /api/analytics/{file}`: the file is fetched with the session's token (a plain link would
 * carry none) and handed to the browser as a download.
 */
export const downloadExport = async (file: ExportFile, query: AnalyticsQuery): Promise<void> => {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): Array<[string, string]> =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  );
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/analytics/${file}?${params}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw ApiError.network('network');
  }
  if (!response.ok) throw ApiError.fromBody(response.status, await response.json().catch(() => undefined));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `indicadores.${file.split('.')[1]}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

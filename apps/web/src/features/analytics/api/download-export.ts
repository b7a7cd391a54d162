import type { AnalyticsQuery } from '@portal/contracts';
import { API_BASE } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session';

/**
 * `GET /api/analytics/export.csv|xlsx`: the file is fetched with the session's token (a plain
 * link would carry none) and handed to the browser as a download.
 */
export const downloadExport = async (format: 'csv' | 'xlsx', query: AnalyticsQuery): Promise<void> => {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): Array<[string, string]> =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  );
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/analytics/export.${format}?${params}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw ApiError.network('network');
  }
  if (!response.ok) throw ApiError.fromBody(response.status, await response.json().catch(() => undefined));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `indicadores.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

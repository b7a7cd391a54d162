import { routeName, type ApiRoute } from '@portal/contracts';

/** A route as it registered: the module that registered it and the table entry it serves, if any. */
export interface RegisteredRoute {
  module: string;
  method: string;
  url: string;
  apiRoute?: ApiRoute;
}

/**
 * The start-up check of docs/decisions/024-route-table.md, over the converted domains (`tables`,
 * keyed by module name): every route such a module registers serves one of its table's entries,
 * every entry has a handler, and no module serves an entry outside the tables. Answers the faults.
 */
export const routeTableFaults = (
  registered: readonly RegisteredRoute[],
  tables: Readonly<Record<string, Readonly<Record<string, ApiRoute>>>>,
): string[] => {
  const faults: string[] = [];
  const entries = new Map<ApiRoute, string>();
  for (const [domain, table] of Object.entries(tables))
    for (const entry of Object.values(table)) entries.set(entry, domain);
  const served = new Set<ApiRoute>();
  for (const r of registered) {
    if (r.method === 'HEAD') continue;
    const converted = r.module in tables;
    if (!r.apiRoute) {
      if (converted) faults.push(`module '${r.module}' registers ${r.method} ${r.url}, which is not in its table`);
      continue;
    }
    const domain = entries.get(r.apiRoute);
    if (domain === undefined || (converted && domain !== r.module))
      faults.push(`module '${r.module}' serves ${routeName(r.apiRoute)}, which is not in its table`);
    if (served.has(r.apiRoute)) faults.push(`${routeName(r.apiRoute)} has two handlers`);
    served.add(r.apiRoute);
  }
  for (const [entry, domain] of entries)
    if (!served.has(entry)) faults.push(`${routeName(entry)} (table '${domain}') has no handler`);
  return faults;
};

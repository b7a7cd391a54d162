import { studentJobMessages, type PaginationMeta } from '@portal/contracts';

/**
 * '{n} Resultados encontrados' (' para {title}'). A capped count is a lower bound, '1000+': the
 * server stops counting at the cap, which may also be the exact total.
 */
export const resultsText = (meta: Pick<PaginationMeta, 'total' | 'capped'>, title: string): string => {
  const text = studentJobMessages.results(meta.total, title.trim() || undefined);
  return meta.capped ? `${meta.total}+${text.slice(String(meta.total).length)}` : text;
};

import { studentJobMessages, type PaginationMeta } from '@portal/contracts';

/** '{n} Resultados encontrados' (' para {title}'); a capped count says honestly 'Mais de {n}'. */
export const resultsText = (meta: Pick<PaginationMeta, 'total' | 'capped'>, title: string): string => {
  const text = studentJobMessages.results(meta.total, title.trim() || undefined);
  return meta.capped ? `Mais de ${text}` : text;
};

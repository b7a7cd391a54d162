/** Portuguese names of MUI Pagination's buttons (its defaults are English). */
export const pageItemLabel = (type: string, page: number | null, selected: boolean): string => {
  if (type === 'page') return selected ? `Página ${page}` : `Ir para a página ${page}`;
  if (type === 'first') return 'Primeira página';
  if (type === 'last') return 'Última página';
  if (type === 'next') return 'Próxima página';
  return 'Página anterior';
};

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** '1.234'; '—' when there is nothing to show. */
export const formatCount = (v: number) => integer.format(v);
export const formatPercent = (v: number | null) => (v === null ? '—' : percent.format(v));
export const formatDays = (v: number | null) => (v === null ? '—' : `${decimal.format(v)} ${v === 1 ? 'dia' : 'dias'}`);

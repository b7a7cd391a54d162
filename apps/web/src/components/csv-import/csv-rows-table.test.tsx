import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CsvRowsTable } from './csv-rows-table';

afterEach(cleanup);

type Row = { line: number; ra: string; status: 'valid' | 'invalid'; errors: string[]; name: string };
const STATUS = {
  valid: { label: 'Pronta', color: 'success' },
  invalid: { label: 'Com erro', color: 'error' },
} as const;

const rows: Row[] = [
  { line: 2, ra: '2024001', status: 'valid', errors: [], name: 'Ana' },
  { line: 3, ra: '', status: 'invalid', errors: ['RA é obrigatório'], name: 'Bruno' },
  { line: 4, ra: '2024003', status: 'valid', errors: [], name: 'Carla' },
];

const renderTable = (list: Row[] = rows) =>
  render(
    <ThemeProvider theme={createTheme()}>
      <CsvRowsTable
        rows={list}
        label="Prévia da importação"
        columns={[{ header: 'Nome', cell: (r: Row) => r.name }]}
        statuses={STATUS}
        card={(r: Row) => r.name}
        cutNote={(shown, total) => `Mostrando ${shown} de ${total} linhas.`}
      />
    </ThemeProvider>,
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Prévia da importação' }))
    .getAllByRole('row')
    .slice(1);

describe('CsvRowsTable', () => {
  it('marks an invalid row with its situation and its errors', () => {
    renderTable();
    const [ok, bad] = bodyRows();
    expect(ok?.textContent).toContain('Pronta');
    expect(bad?.textContent).toContain('Com erro');
    expect(bad?.textContent).toContain('RA é obrigatório');
    // An empty RA reads as a dash, not as a blank cell.
    expect(within(bad as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('—');
  });

  it('keeps only the problem rows when asked', async () => {
    renderTable();
    expect(bodyRows()).toHaveLength(3);
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar só as linhas com erro (1)' }));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]?.textContent).toContain('Bruno');
  });

  it('draws 200 rows of a long file and says so', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...rows[0]!, line: i + 2 }));
    renderTable(many);
    expect(bodyRows()).toHaveLength(200);
    expect(screen.getByText('Mostrando 200 de 250 linhas.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

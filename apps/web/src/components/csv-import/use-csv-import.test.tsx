import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { MAX_CSV_BYTES } from '../../lib/read-csv-file';
import { useCsvImport } from './use-csv-import';

type Result = { rows: { line: number }[]; skipped: number; written: number };

const mutation = (answer: (v: { csv: string; dryRun: boolean }) => Promise<Result>) => ({
  mutateAsync: vi.fn(answer),
  isPending: false,
});
const file = (text: string, name = 'alunos.csv') => new File([text], name, { type: 'text/csv' });

describe('useCsvImport', () => {
  it('refuses a file over 2 MB without calling the server', () => {
    const run = mutation(() => Promise.reject(new Error('not called')));
    const { result } = renderHook(() => useCsvImport(run, 'falhou'));
    act(() => result.current.onFile(file('x'.repeat(MAX_CSV_BYTES + 1))));
    expect(result.current.error).toBe('O arquivo tem mais de 2 MB. Divida-o em arquivos menores.');
    expect(run.mutateAsync).not.toHaveBeenCalled();
  });

  it('checks the file by a dry run, then writes it and keeps the report', async () => {
    const run = mutation(({ dryRun }) =>
      Promise.resolve({ rows: [{ line: 2 }, { line: 3 }], skipped: 1, written: dryRun ? 0 : 1 }),
    );
    const { result } = renderHook(() => useCsvImport(run, 'falhou'));
    act(() => result.current.onFile(file('ra;nome\n1;Ana\n;Bruno\n')));
    await waitFor(() => expect(result.current.state.step).toBe('preview'));
    expect(run.mutateAsync).toHaveBeenLastCalledWith({ csv: 'ra;nome\n1;Ana\n;Bruno\n', dryRun: true });
    expect(result.current.valid).toBe(1);
    let written: Result | null = null;
    await act(async () => {
      written = await result.current.write();
    });
    expect(written).toMatchObject({ written: 1 });
    expect(result.current.state).toMatchObject({ step: 'done', fileName: 'alunos.csv' });
  });

  it("shows the server's reason when the check is refused, and stays on the file step", async () => {
    const run = mutation(() => Promise.reject(new ApiError(422, [{ message: 'Cabeçalho sem a coluna RA' }])));
    const { result } = renderHook(() => useCsvImport(run, 'falhou'));
    act(() => result.current.onFile(file('nome\nAna\n')));
    await waitFor(() => expect(result.current.error).toBe('Cabeçalho sem a coluna RA'));
    expect(result.current.state.step).toBe('file');
  });
});

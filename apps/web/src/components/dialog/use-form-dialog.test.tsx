import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userMessages } from '@portal/contracts';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useFormDialog } from './use-form-dialog';

afterEach(cleanup);
beforeEach(() => vi.restoreAllMocks());

type Values = { name: string };

const NameForm = ({ open, onClose, run }: { open: boolean; onClose: () => void; run: () => Promise<unknown> }) => {
  const { form, busy, dialogProps } = useFormDialog<Values>({
    open,
    onClose,
    defaultValues: { name: 'CLT' },
    fields: ['name'],
    save: ({ name }) => (name === 'CLT' ? null : { run, success: 'Salvo!', failure: 'Não foi salvo!' }),
  });
  if (!open) return null;
  return (
    <form noValidate onSubmit={dialogProps.onSubmit}>
      <label>
        Nome
        <input {...form.register('name')} />
      </label>
      <span role="alert">{form.formState.errors.name?.message}</span>
      <button type="submit" disabled={busy}>
        Salvar
      </button>
    </form>
  );
};

const Harness = ({ run = () => Promise.resolve() }: { run?: () => Promise<unknown> }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <span>{open ? 'aberto' : 'fechado'}</span>
      <NameForm open={open} onClose={() => setOpen(false)} run={run} />
    </>
  );
};

const field = () => screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement;
const rename = async (name: string) => {
  await userEvent.clear(field());
  if (name) await userEvent.type(field(), name);
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
};

describe('useFormDialog', () => {
  it('runs the step, shows the success toast, closes, and starts from the defaults at the next opening', async () => {
    const success = vi.spyOn(toast, 'success');
    render(<Harness />);
    await rename('PJ');
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
    expect(success).toHaveBeenCalledWith('Salvo!');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(field().value).toBe('CLT');
  });

  it('warns and sends nothing when an edit changed nothing', async () => {
    const warning = vi.spyOn(toast, 'warning');
    const run = vi.fn(() => Promise.resolve());
    render(<Harness run={run} />);
    await rename('CLT');
    await waitFor(() => expect(warning).toHaveBeenCalledWith(userMessages.noChange));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByText('aberto')).toBeTruthy();
  });

  it('puts a 422 field error under its field and stays open; other failures get the failure toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const run = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(422, [{ field: 'name', message: 'Este nome já está cadastrado.' }]))
      .mockRejectedValueOnce(new ApiError(500, [{ message: 'Erro interno' }]));
    render(<Harness run={run} />);
    await rename('PJ');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Este nome já está cadastrado.'));
    expect(error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Não foi salvo!'));
    expect(screen.getByText('aberto')).toBeTruthy();
  });
});

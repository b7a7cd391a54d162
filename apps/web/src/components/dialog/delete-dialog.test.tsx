import { useState } from 'react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { DeleteDialog, type DeleteBlock } from './delete-dialog';

afterEach(cleanup);
beforeEach(() => vi.restoreAllMocks());

interface HarnessProps {
  remove: (id: number) => Promise<unknown>;
  onDeleted?: () => void;
  blocked?: DeleteBlock;
}

const Harness = ({ remove, onDeleted, blocked }: HarnessProps) => {
  const [open, setOpen] = useState(true);
  const mutation = useMutation({ mutationFn: remove });
  return (
    <>
      <span>{open ? 'aberto' : 'fechado'}</span>
      <DeleteDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Excluir vaga"
        mutation={mutation}
        target={7}
        success="Vaga excluída com sucesso!"
        failure="Vaga não foi deletada, verifique seus dados e tente novamente!"
        onDeleted={onDeleted}
        blocked={blocked}
      >
        Deseja excluir a vaga?
      </DeleteDialog>
    </>
  );
};

const renderDialog = (remove: (id: number) => Promise<unknown>, onDeleted?: () => void, blocked?: DeleteBlock) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness remove={remove} onDeleted={onDeleted} blocked={blocked} />
    </QueryClientProvider>,
  );

describe('DeleteDialog', () => {
  it('deletes the target, shows the success toast, calls onDeleted and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    renderDialog(remove, onDeleted);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
    expect(remove).toHaveBeenCalledWith(7, expect.anything());
    expect(success).toHaveBeenCalledWith('Vaga excluída com sucesso!');
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('disables Cancelar and shows the spinner while the deletion runs', async () => {
    let finish = () => {};
    renderDialog(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true));
    finish();
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
  });

  it("a refusal shows the server's reason and closes, without onDeleted", async () => {
    const error = vi.spyOn(toast, 'error');
    const onDeleted = vi.fn();
    const refusal = new ApiError(409, [{ message: 'Este tipo de contrato está em uso por vagas' }]);
    renderDialog(() => Promise.reject(refusal), onDeleted);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
    expect(error).toHaveBeenCalledWith('Este tipo de contrato está em uso por vagas');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('a failure that may pass shows its toast and keeps the dialog open to try again', async () => {
    const error = vi.spyOn(toast, 'error');
    const remove = vi
      .fn<(id: number) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(500, [{ message: 'Erro interno' }]))
      .mockResolvedValueOnce(undefined);
    renderDialog(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Vaga não foi deletada, verifique seus dados e tente novamente!'),
    );
    expect(screen.getByText('aberto')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('when blocked, says why instead of asking: the offer to show what is in the way, and no deletion', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onShow = vi.fn();
    renderDialog(remove, undefined, {
      reason: 'Este usuário possui empresas cadastradas e não pode ser excluído.',
      detail: 'Rita é responsável por 2 empresas.',
      showLabel: 'Ver empresas',
      onShow,
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Não é possível excluir' });
    expect(dialog.textContent).toContain('Este usuário possui empresas cadastradas e não pode ser excluído.');
    expect(dialog.textContent).toContain('Rita é responsável por 2 empresas.');
    expect(dialog.textContent).not.toContain('Deseja excluir a vaga?');
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver empresas' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByText('fechado')).toBeTruthy());
    expect(remove).not.toHaveBeenCalled();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmTypingDialog } from './confirm-typing-dialog';

afterEach(cleanup);

const dialog = (props: { open?: boolean; loading?: boolean; onConfirm?: () => void; onClose?: () => void }) => (
  <ConfirmTypingDialog
    open={props.open ?? true}
    onClose={props.onClose ?? (() => {})}
    onConfirm={props.onConfirm ?? (() => {})}
    title="Excluir empresa"
    loading={props.loading}
  >
    Excluir a empresa ACME?
  </ConfirmTypingDialog>
);

describe('ConfirmTypingDialog (docs/spec/04-states.md#company-delete)', () => {
  it("keeps Confirmar disabled until 'excluir' is typed, in any case", async () => {
    const onConfirm = vi.fn();
    render(dialog({ onConfirm }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Confirmação'), 'exclui');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.clear(screen.getByLabelText('Confirmação'));
    await userEvent.type(screen.getByLabelText('Confirmação'), ' EXCLUIR ');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once the word is typed, and never while the deletion runs', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(dialog({ onConfirm }));
    await userEvent.type(screen.getByLabelText('Confirmação'), 'excluir{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(dialog({ onConfirm, loading: true }));
    await userEvent.type(screen.getByLabelText('Confirmação'), '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts empty on every opening', async () => {
    const { rerender } = render(dialog({}));
    await userEvent.type(screen.getByLabelText('Confirmação'), 'excluir');
    rerender(dialog({ open: false }));
    rerender(dialog({ open: true }));
    expect(screen.getByLabelText('Confirmação')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveProperty('disabled', true);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contracts';
import { ConfirmTypingDialog } from './confirm-typing-dialog';
import { PasswordConfirmDialog } from './password-confirm-dialog';

afterEach(cleanup);

const WRONG = messages.session.reauthWrong;
const exportDialog = (props: { onConfirm?: (p: string) => void; passwordError?: string; loading?: boolean }) => (
  <PasswordConfirmDialog
    open
    onClose={() => {}}
    onConfirm={props.onConfirm ?? (() => {})}
    title="Baixar meus dados"
    confirmLabel="Baixar"
    loading={props.loading}
    passwordError={props.passwordError}
  >
    Você vai baixar um arquivo JSON.
  </PasswordConfirmDialog>
);
const field = () => screen.getByLabelText('Sua senha');

describe('the password asked again (LGPD export)', () => {
  it('sends the typed password with Enter; an empty one is asked for under the field', async () => {
    const onConfirm = vi.fn();
    render(exportDialog({ onConfirm }));
    expect(document.activeElement).toBe(field());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(messages.validation.passwordRequired)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field(), 'Aluno@1234{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Aluno@1234');
  });

  it("shows the server's refusal under the field, selected for retyping, until the text changes", async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(exportDialog({ onConfirm }));
    await userEvent.type(field(), 'Errada@1{Enter}');
    rerender(exportDialog({ onConfirm, loading: true }));
    rerender(exportDialog({ onConfirm, passwordError: WRONG }));
    expect(screen.getByText(WRONG)).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText(WRONG).id);
    expect(document.activeElement).toBe(field());
    await userEvent.type(field(), 'x');
    expect(screen.queryByText(WRONG)).toBeNull();
  });
});

describe('the password asked again (LGPD erasure)', () => {
  it("needs the word 'excluir' and the password, and hands the password over", async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmTypingDialog open onClose={() => {}} onConfirm={onConfirm} title="Excluir minha conta" askPassword>
        Excluir?
      </ConfirmTypingDialog>,
    );
    await userEvent.type(screen.getByLabelText('Confirmação'), 'excluir{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText(messages.validation.passwordRequired)).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(field());
    await userEvent.type(field(), 'Aluno@1234{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Aluno@1234');
  });
});

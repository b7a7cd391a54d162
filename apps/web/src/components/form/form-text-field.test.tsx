import { useForm } from 'react-hook-form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field';

afterEach(cleanup);

type Values = { nested: { title: string } };

/** A form whose submission sends the values, or puts a server error on the field when asked. */
const Harness = ({ onValid, refuse = false }: { onValid: (values: Values) => void; refuse?: boolean }) => {
  const form = useForm<Values>({ defaultValues: { nested: { title: 'Antes' } } });
  const submit = form.handleSubmit((values) =>
    refuse ? form.setError('nested.title', { type: 'server', message: 'Título já usado' }) : onValid(values),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormTextField form={form} name="nested.title" label="Título" required helperText="Aparece no card." />
      <button type="submit">Salvar</button>
    </form>
  );
};

describe('FormTextField', () => {
  it('registers the field: its default shows and what is typed is submitted', async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: /Título/ });
    expect(input).toHaveProperty('value', 'Antes');
    await userEvent.clear(input);
    await userEvent.type(input, 'Depois');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onValid).toHaveBeenCalledWith({ nested: { title: 'Depois' } });
  });

  it('shows the hint, and the field error in its place once there is one', async () => {
    render(<Harness onValid={vi.fn()} refuse />);
    expect(screen.getByText('Aparece no card.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Título já usado')).toBeTruthy();
    expect(screen.queryByText('Aparece no card.')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Título/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

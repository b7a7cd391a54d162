import { useForm } from 'react-hook-form';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSelect } from './form-select';

afterEach(cleanup);

type Values = { state: string };

const Harness = ({ onValid }: { onValid: (values: Values) => void }) => {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { state: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormSelect
        control={control}
        name="state"
        label="Estado"
        required
        options={[
          { value: 'RJ', label: 'Rio de Janeiro' },
          { value: 'SP', label: 'São Paulo' },
        ]}
      />
      <button type="submit">Salvar</button>
    </form>
  );
};

/** A form whose submission puts a server error on the field. */
const WithServerError = () => {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { state: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => setError('state', { type: 'server', message: 'O campo "Estado" é inválido' }))}
    >
      <FormSelect
        control={control}
        name="state"
        label="Estado"
        options={[{ value: 'RJ', label: 'Rio de Janeiro' }]}
        helperText="Escolha um estado."
      />
      <button type="submit">Salvar</button>
    </form>
  );
};

describe('FormSelect', () => {
  it("puts the chosen option's value into the form", async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.click(screen.getByRole('combobox', { name: /Estado/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ state: 'SP' }, expect.anything()));
  });

  it("shows the helper text until the field has an error of its own, then the field's message", async () => {
    render(<WithServerError />);
    expect(screen.getByText('Escolha um estado.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByText('O campo "Estado" é inválido')).toBeTruthy());
    expect(screen.queryByText('Escolha um estado.')).toBeNull();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useLateDefault } from './use-late-default';

afterEach(cleanup);

const CompanyForm = ({ late }: { late?: string }) => {
  const form = useForm<{ company: string }>({ defaultValues: { company: '' } });
  useLateDefault(form, 'company', late);
  return (
    <label>
      Empresa
      <input {...form.register('company')} />
    </label>
  );
};
const field = () => screen.getByRole('textbox', { name: 'Empresa' }) as HTMLInputElement;

describe('useLateDefault', () => {
  it('sets the default that arrives after the form opened', () => {
    const { rerender } = render(<CompanyForm />);
    expect(field().value).toBe('');
    rerender(<CompanyForm late="7" />);
    expect(field().value).toBe('7');
  });

  it('leaves a field the user already filled', async () => {
    const { rerender } = render(<CompanyForm />);
    await userEvent.type(field(), '3');
    rerender(<CompanyForm late="7" />);
    expect(field().value).toBe('3');
  });
});

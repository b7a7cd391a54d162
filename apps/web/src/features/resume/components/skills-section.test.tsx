import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SkillsSection } from './skills-section';

afterEach(cleanup);

const skills = [
  { id: 1, name: 'Excel avançado' },
  { id: 2, name: 'Inglês' },
];

const renderSection = (editableFor?: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SkillsSection skills={skills} editableFor={editableFor} />
    </QueryClientProvider>,
  );

const nameField = async () => (await screen.findByRole('textbox', { name: /Habilidade/ })) as HTMLInputElement;

describe('a resume section with its dialogs (skills)', () => {
  it('opens the form with the chosen item, and empty again for a new one', async () => {
    renderSection(5);
    await userEvent.click(screen.getByRole('button', { name: 'Editar habilidade Inglês' }));
    await screen.findByRole('dialog', { name: 'Editar habilidade' });
    expect((await nameField()).value).toBe('Inglês');
    await userEvent.type(await nameField(), ' técnico');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar habilidade' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar habilidade' }));
    await screen.findByRole('dialog', { name: 'Adicionar habilidade' });
    expect((await nameField()).value).toBe('');
  });

  it('asks before deleting, naming the item', async () => {
    renderSection(5);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir habilidade Excel avançado' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Excluir habilidade' });
    expect(confirm.textContent).toContain('Deseja excluir a habilidade “Excel avançado” do seu currículo?');
  });

  it('offers no dialogs on a read-only resume', () => {
    renderSection(undefined);
    expect(screen.queryByRole('button', { name: /Adicionar|Editar|Excluir/ })).toBeNull();
    expect(screen.getByText('Inglês')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@portal/contracts';
import { mockApiServer, renderPage } from '../../../test/render-page';
import { UserFormDialog } from './user-form-dialog';

const server = mockApiServer();

const student: User = {
  id: 12,
  name: 'Ana Souza',
  email: 'ana@aluno.edu.br',
  role_id: 3,
  is_active: true,
  pending_activation: false,
  companies: [],
  student: { id: 4, ra: '2024001', id_course: 1, course: { id: 1, name: 'Computação' }, disability: false },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('UserFormDialog', () => {
  it('records a student as a person with disability, sending only that field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/courses', () =>
        HttpResponse.json({ data: [{ id: 1, name: 'Computação', id_knowledge_area: null }] }),
      ),
      http.get('/api/roles', () => HttpResponse.json({ data: [{ id: 3, name: 'student', label: 'Estudante' }] })),
      http.put('/api/users/12', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...student, student: { ...student.student!, disability: true } });
      }),
    );
    renderPage(<UserFormDialog open onClose={() => undefined} user={student} defaultRole={3} />);
    const box = await screen.findByRole('checkbox', { name: 'Pessoa com deficiência' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('user-disability-help');
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(sent).toEqual([{ disability: true }]));
  });

  it('offers no such field to a representative', async () => {
    server.use(http.get('/api/roles', () => HttpResponse.json({ data: [] })));
    renderPage(
      <UserFormDialog
        open
        onClose={() => undefined}
        user={{ ...student, id: 13, role_id: 2, student: null }}
        defaultRole={2}
      />,
    );
    await screen.findByRole('button', { name: 'Salvar alterações' });
    expect(screen.queryByRole('checkbox', { name: 'Pessoa com deficiência' })).toBeNull();
  });
});

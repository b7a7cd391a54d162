// A student made for one journey through the administrator's API (term signed, so its dialog does
// not cover the screens): journeys that erase an account or need a student with no history use one.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, bearer } from './api-login.ts';
import { signStudentTerm } from './student-terms.ts';

export interface ThrowawayStudent {
  name: string;
  email: string;
  ra: string;
  password: string;
}

/** Creates the student `name` with RA `ra` (digits, unique per run) and signs the student term unless told not to. */
export const createThrowawayStudent = async (
  request: APIRequestContext,
  name: string,
  ra: string,
  { signTerm = true }: { signTerm?: boolean } = {},
): Promise<ThrowawayStudent> => {
  const admin = await apiToken(request, 'admin');
  const courses = (await (await request.get('/api/courses', { headers: bearer(admin) })).json()) as {
    data: Array<{ id: number }>;
  };
  const user = { name, email: `aluno.${ra}@aluno.demo.edu.br`, ra, password: 'Aluno@1234' };
  const created = await request.post('/api/users', {
    headers: bearer(admin),
    data: {
      name: user.name,
      email: user.email,
      password: user.password,
      password_confirmation: user.password,
      is_active: true,
      role_id: 3,
      ra,
      id_course: courses.data[0]!.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  if (signTerm) await signStudentTerm(request, ra, user.password);
  return user;
};

import type { Session } from '@portal/contracts';

/** A signed-in student with the term accepted, as POST /api/login-student answers (tests only). */
export const studentSession: Session = {
  type: 'bearer',
  token: 'token-aluno',
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  role: 'ALUNO',
  user_id: 1,
  student_id: 1,
  has_terms: true,
  name: 'Ana',
  must_change_password: false,
};

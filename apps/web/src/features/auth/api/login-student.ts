import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type StudentLoginRequest } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/login-student` (RA login): answers the session. */
export const useStudentLoginMutation = () =>
  useMutation({
    mutationFn: (body: StudentLoginRequest) =>
      apiFetch('/login-student', { method: 'POST', body, schema: sessionSchema, expireOn401: false }),
  });

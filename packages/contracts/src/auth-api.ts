import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  profileSchema,
  resetPasswordParamsSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sessionSchema,
  studentLoginRequestSchema,
  loginRequestSchema,
} from './auth.ts';
import { messageResponseSchema } from './common.ts';
import { loginMfaRequestSchema, loginResponseSchema } from './identity.ts';
import { route } from './route.ts';

const message = { 200: messageResponseSchema };

/**
 * Sign-in, sign-out and passwords (docs/spec/07-api.md#every-route), as one table
 * (docs/decisions/024-route-table.md); beside auth.ts, which identity.ts reads.
 */
export const authApi = {
  login: route({ method: 'POST', path: '/login', body: loginRequestSchema, responses: { 200: loginResponseSchema } }),
  loginMfa: route({
    method: 'POST',
    path: '/login/mfa',
    body: loginMfaRequestSchema,
    responses: { 200: sessionSchema },
  }),
  loginStudent: route({
    method: 'POST',
    path: '/login-student',
    body: studentLoginRequestSchema,
    responses: { 200: sessionSchema },
  }),
  logout: route({ method: 'POST', path: '/logout' }),
  forgotPassword: route({
    method: 'POST',
    path: '/forgot-password',
    body: forgotPasswordRequestSchema,
    responses: message,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/reset-password/:email',
    params: resetPasswordParamsSchema,
    query: resetPasswordQuerySchema,
    body: resetPasswordRequestSchema,
    responses: { 200: resetPasswordResponseSchema },
  }),
  changePassword: route({ method: 'POST', path: '/password', body: changePasswordRequestSchema, responses: message }),
  profile: route({ method: 'GET', path: '/profile', responses: { 200: profileSchema } }),
};

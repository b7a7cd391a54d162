/**
 * The contracts' zod schemas of the auth forms. Imported with `import()` only, so zod loads when
 * the user starts filling a form instead of with the login route.
 */
import { configureZodLocale } from '@portal/contracts';

configureZodLocale();

export {
  changePasswordFormSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordFormSchema,
  studentLoginRequestSchema,
} from '@portal/contracts';

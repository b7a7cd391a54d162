import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useLocation, useNavigate } from 'react-router';
import { isMfaChallenge, messages, type LoginRequest } from '@portal/contracts';
import { TextInput } from '../../../components/form/text-input';
import { useSchemaForm } from '../../../lib/schema-form';
import { signIn } from '../../../lib/session';
import { login } from '../api/login';
import { toastLoginError } from './login-error';
import { PasswordField } from '../../../components/form/password-field';

const loadSchema = () => import('./auth-schemas').then((m) => m.loginRequestSchema);

interface EmailLoginFormProps {
  /** Shows 'Permanecer conectado' and sends `remember` (`/login-admin`). */
  withRemember?: boolean;
  /** Shown beside the checkbox, above 'Entrar' (e.g. the forgot-password link). */
  extra?: ReactNode;
}

/** The e-mail a flow already has (sign-up, password reset), handed over in the route's state. */
const emailFromState = (state: unknown): string | undefined => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
};

/**
 * E-mail login of admin and representatives (contracts `loginRequestSchema`), `POST /api/login`.
 * An e-mail given earlier in the same flow comes filled in and the password takes the focus: it is
 * not asked again (WCAG 3.3.7, docs/decisions/022).
 */
export const EmailLoginForm = ({ withRemember = false, extra }: EmailLoginFormProps) => {
  const navigate = useNavigate();
  const knownEmail = emailFromState(useLocation().state);
  const form = useSchemaForm({
    schema: loadSchema,
    read: (data) => ({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      ...(withRemember ? { remember: data.get('remember') === 'on' } : {}),
    }),
    onValid: (values: LoginRequest) =>
      login(values).then(
        // With a second factor the code step (/auth/mfa) finishes the sign-in.
        (r) => (isMfaChallenge(r) ? navigate('/auth/mfa', { state: { mfa_token: r.mfa_token } }) : signIn(r)),
        (error: unknown) => {
          if (!form.showServerErrors(error, ['email', 'password']))
            toastLoginError(error, messages.session.loginFailed);
        },
      ),
  });

  return (
    <Box component="form" {...form.formProps} sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus={!knownEmail}
        defaultValue={knownEmail}
        {...form.field('email')}
      />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        autoFocus={Boolean(knownEmail)}
        {...form.field('password')}
      />
      {withRemember || extra ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mt: -1,
          }}
        >
          {withRemember ? (
            <FormControlLabel
              // A native checkbox: MUI's Checkbox would add 4 KB gzip to the login route's budget.
              control={
                <Box
                  component="input"
                  type="checkbox"
                  name="remember"
                  sx={{ width: 18, height: 18, m: 1.5, accentColor: (t) => t.palette.primary.main, cursor: 'pointer' }}
                />
              }
              label="Permanecer conectado"
            />
          ) : null}
          {extra}
        </Box>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={form.submitting} fullWidth>
        Entrar
      </Button>
    </Box>
  );
};

import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH, SIGNUP_FIELD_LABELS } from '@portal/contracts';
import { muiField } from '../../../lib/form';
import { PasswordField } from '../../../components/form/password-field';
import type { SignupFormOutput, SignupFormValues } from './signup-schemas';

const label = (field: string): string => SIGNUP_FIELD_LABELS[field] ?? field;

/** Step 1, 'Cadastro de representante': the person who will sign in for the company. */
export const RepresentativeStep = ({ form }: { form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput> }) => {
  const {
    register,
    getValues,
    trigger,
    formState: { errors },
  } = form;
  const e = errors.user;
  // A confirmation already typed is checked again whenever the password changes.
  const recheckConfirmation = () => {
    if (getValues('user.passwordConfirm')) void trigger('user.passwordConfirm');
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))', gap: 2.5 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField
          fullWidth
          label={label('user.name')}
          required
          autoComplete="name"
          {...muiField(register('user.name'), e?.name)}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField
          fullWidth
          label={label('user.email')}
          type="email"
          required
          autoComplete="email"
          {...muiField(register('user.email'), e?.email)}
          helperText={e?.email?.message ?? 'Você usará este e-mail para entrar no portal.'}
        />
      </Box>
      <PasswordField
        autoComplete="new-password"
        label={label('user.password')}
        required
        {...muiField(register('user.password', { onChange: recheckConfirmation }), e?.password)}
        helperText={e?.password?.message ?? `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres.`}
      />
      <PasswordField
        autoComplete="new-password"
        label={label('user.passwordConfirm')}
        required
        {...muiField(register('user.passwordConfirm'), e?.passwordConfirm)}
      />
    </Box>
  );
};

import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SIGNUP_FIELD_LABELS } from '@portal/contracts';
import { muiField } from '../../../lib/form';
import { IdentifierField } from './identifier-field';
import type { SignupFormOutput, SignupFormValues } from './signup-schemas';
import { TermsAgreement } from './terms-agreement';

const label = (field: string): string => SIGNUP_FIELD_LABELS[field] ?? field;
const full = { gridColumn: '1 / -1' } as const;

/** Step 2, 'Cadastro de empresa': the company, then the terms. */
export const CompanyStep = ({ form }: { form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput> }) => {
  const {
    register,
    formState: { errors },
  } = form;
  const e = errors.company;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))', gap: 2.5 }}>
      <Box sx={full}>
        <TextField
          fullWidth
          label={label('company.name')}
          required
          autoComplete="organization"
          {...muiField(register('company.name'), e?.name)}
        />
      </Box>
      <Box sx={full}>
        <IdentifierField form={form} />
      </Box>
      <TextField
        fullWidth
        label={label('company.area')}
        required
        autoComplete="off"
        placeholder="Ex.: Tecnologia da informação"
        {...muiField(register('company.area'), e?.area)}
      />
      <TextField
        fullWidth
        label={label('company.employees_number')}
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        {...muiField(register('company.employees_number'), e?.employees_number)}
      />
      <Box sx={full}>
        <TextField
          fullWidth
          label={label('company.about')}
          required
          multiline
          rows={4}
          {...muiField(register('company.about'), e?.about)}
          helperText={
            e?.about?.message ?? 'Conte aos estudantes o que a empresa faz e o que a torna um bom lugar para trabalhar.'
          }
        />
      </Box>
      <TextField
        fullWidth
        sx={full}
        label={label('company.email_curriculum')}
        type="email"
        autoComplete="off"
        placeholder="curriculos@empresa.com.br"
        slotProps={{ inputLabel: { shrink: true } }}
        {...muiField(register('company.email_curriculum'), e?.email_curriculum)}
        helperText={e?.email_curriculum?.message ?? 'Opcional; diferente do e-mail do representante.'}
      />
      <TextField
        fullWidth
        sx={full}
        label={label('company.site')}
        type="url"
        autoComplete="url"
        placeholder="https://"
        {...muiField(register('company.site'), e?.site)}
      />
      <Box sx={full}>
        <TermsAgreement form={form} />
      </Box>
    </Box>
  );
};

import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { maskCnpj, SIGNUP_FIELD_LABELS } from '@portal/contracts';
import { muiField } from '../../../lib/form';
import type { IdentifierType, SignupFormOutput, SignupFormValues } from './signup-schemas';

const TYPES: ReadonlyArray<{ value: IdentifierType; label: string; hint: string }> = [
  { value: 'cnpj', label: 'CNPJ', hint: 'Digite apenas os números: o formato 00.000.000/0000-00 é aplicado.' },
  {
    value: 'numero_registro',
    label: 'Registro Profissional',
    hint: 'Para profissionais autônomos: número do registro no conselho de classe.',
  },
];

/**
 * The company's identifier: a selector between CNPJ and professional registration, then the
 * chosen one's input. Switching clears the other value, so only one is sent.
 */
export const IdentifierField = ({ form }: { form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput> }) => {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: 'company.identifierType' });
  const labelId = useId();
  const chosen = TYPES.find((t) => t.value === type) ?? TYPES[0]!;

  const choose = (next: IdentifierType) => {
    const other: IdentifierType = next === 'cnpj' ? 'numero_registro' : 'cnpj';
    setValue('company.identifierType', next);
    setValue(`company.${other}`, '');
    clearErrors(`company.${other}`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl>
        <FormLabel id={labelId} sx={{ typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
          Identificação da empresa
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={type}
          onChange={(_event, value) => choose(value as IdentifierType)}
        >
          {TYPES.map((t) => (
            <FormControlLabel key={t.value} value={t.value} control={<Radio />} label={t.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {type === 'cnpj' ? (
        <Controller
          control={control}
          name="company.cnpj"
          render={({ field, fieldState }) => (
            <TextField
              fullWidth
              key="cnpj"
              label={SIGNUP_FIELD_LABELS['company.cnpj'] ?? 'CNPJ'}
              required
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(maskCnpj(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              placeholder="00.000.000/0000-00"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18 } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? chosen.hint}
            />
          )}
        />
      ) : (
        <TextField
          fullWidth
          key="numero_registro"
          label={SIGNUP_FIELD_LABELS['company.numero_registro'] ?? 'Registro Profissional'}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 64 } }}
          {...muiField(register('company.numero_registro'), errors.company?.numero_registro)}
          helperText={errors.company?.numero_registro?.message ?? chosen.hint}
        />
      )}
    </Box>
  );
};

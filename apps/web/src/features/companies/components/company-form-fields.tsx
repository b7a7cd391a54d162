import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { maskCnpj, type Company } from '@portal/contracts';
import { ImageInput } from '../../../components/form/image-input';
import { muiField } from '../../../lib/form';
import { RepresentativeAutocomplete } from './representative-autocomplete';
import type { CompanyFormOutput, CompanyFormValues } from './company-schemas';

interface CompanyFormFieldsProps {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;
  company: Company | null;
  /** Admins choose the company's representative. */
  chooseRepresentative: boolean;
}

const full = { gridColumn: '1 / -1' } as const;

/** The company form's fields: two columns on wide screens, one on phones. */
export const CompanyFormFields = ({ form, company, chooseRepresentative }: CompanyFormFieldsProps) => {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: 'identifier_type' });
  const typeLabelId = useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
      {chooseRepresentative ? (
        <Box sx={full}>
          <Controller
            control={control}
            name="user_id"
            render={({ field, fieldState }) => (
              <RepresentativeAutocomplete
                label="Representante"
                required
                known={company?.user}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
      ) : null}
      <Box sx={full}>
        <TextField
          label="Nome Fantasia"
          required
          fullWidth
          autoFocus={!chooseRepresentative}
          {...muiField(register('name'), errors.name)}
        />
      </Box>
      <Controller
        control={control}
        name="identifier_type"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={typeLabelId} sx={{ typography: 'body2', fontWeight: 600 }}>
              Tipo de identificação
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={typeLabelId}
              name={field.name}
              value={field.value}
              onChange={(_, v) => field.onChange(v)}
            >
              <FormControlLabel value="cnpj" control={<Radio size="small" />} label="CNPJ" />
              <FormControlLabel value="registro" control={<Radio size="small" />} label="Registro Profissional" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {type === 'cnpj' ? (
        <Controller
          control={control}
          name="cnpj"
          render={({ field, fieldState }) => (
            <TextField
              label="CNPJ"
              required
              fullWidth
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(maskCnpj(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              placeholder="00.000.000/0000-00"
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          )}
        />
      ) : (
        <TextField
          label="Registro Profissional"
          required
          fullWidth
          autoComplete="off"
          {...muiField(register('numero_registro'), errors.numero_registro)}
        />
      )}
      <TextField label="Área de atuação" required fullWidth {...muiField(register('area'), errors.area)} />
      <TextField
        label="E-mail para recebimento de curriculum"
        type="email"
        required
        fullWidth
        {...muiField(register('email_curriculum'), errors.email_curriculum)}
      />
      <TextField
        label="Site"
        required={Boolean(company)}
        fullWidth
        placeholder="https://"
        {...muiField(register('site'), errors.site)}
      />
      <TextField
        label="Número de funcionários"
        type="number"
        fullWidth
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        {...muiField(register('employees_number'), errors.employees_number)}
      />
      <Box sx={full}>
        <TextField
          label="Sobre"
          required
          fullWidth
          multiline
          minRows={4}
          maxRows={12}
          {...muiField(register('about'), errors.about)}
        />
      </Box>
      <Controller
        control={control}
        name="logo_image"
        render={({ field, fieldState }) => (
          <ImageInput
            label="Logo"
            value={field.value}
            onChange={field.onChange}
            currentUrl={company?.logo_image}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="cover_image"
        render={({ field, fieldState }) => (
          <ImageInput
            label="Imagem de capa"
            shape="cover"
            value={field.value}
            onChange={field.onChange}
            currentUrl={company?.cover_image}
            error={fieldState.error?.message}
          />
        )}
      />
    </Box>
  );
};

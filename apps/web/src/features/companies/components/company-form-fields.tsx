import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { maskCnpj, type Company } from '@portal/contracts';
import { ImageInput } from '../../../components/form/image-input';
import { RepresentativeAutocomplete } from './representative-autocomplete';
import type { CompanyFormOutput, CompanyFormValues } from './company-schemas';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormGrid, FullRow } from '../../../components/form/form-grid';

interface CompanyFormFieldsProps {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;
  company: Company | null;
  /** Admins choose the company's representative. */
  chooseRepresentative: boolean;
}

/** The company form's fields: two columns on wide screens, one on phones. */
export const CompanyFormFields = ({ form, company, chooseRepresentative }: CompanyFormFieldsProps) => {
  const { control } = form;
  const type = useWatch({ control, name: 'identifier_type' });
  const typeLabelId = useId();
  return (
    <FormGrid>
      {chooseRepresentative ? (
        <FullRow>
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
        </FullRow>
      ) : null}
      <FullRow>
        <FormTextField form={form} name="name" label="Nome Fantasia" required autoFocus={!chooseRepresentative} />
      </FullRow>
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
        <FormTextField form={form} name="numero_registro" label="Registro Profissional" required autoComplete="off" />
      )}
      <FormTextField form={form} name="area" label="Área de atuação" required />
      <FormTextField
        form={form}
        name="email_curriculum"
        label="E-mail para recebimento de curriculum"
        type="email"
        required
      />
      <FormTextField form={form} name="site" label="Site" required={Boolean(company)} placeholder="https://" />
      <FormTextField
        form={form}
        name="employees_number"
        label="Número de funcionários"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      <FullRow>
        <FormTextField form={form} name="about" label="Sobre" required multiline minRows={4} maxRows={12} />
      </FullRow>
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
    </FormGrid>
  );
};

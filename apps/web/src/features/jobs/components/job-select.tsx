import { Controller, type Control } from 'react-hook-form';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { JobFormOutput, JobFormValues } from './job-schemas';

interface JobSelectProps {
  control: Control<JobFormValues, unknown, JobFormOutput>;
  name: keyof JobFormValues;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  emptyOption?: string;
  helperText?: string;
}

/** A select of the job form bound to react-hook-form. */
export const JobSelect = ({
  control,
  name,
  label,
  options,
  required,
  disabled,
  emptyOption,
  helperText,
}: JobSelectProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => {
      // A stored value the options no longer list (e.g. an old experience level) stays choosable.
      const known = field.value === '' || options.some((o) => String(o.value) === field.value);
      return (
        <SelectField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          options={known ? options : [...options, { value: field.value, label: field.value }]}
          required={required}
          disabled={disabled}
          emptyOption={emptyOption}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      );
    }}
  />
);

import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { representativeQueryOptions, representativesQueryOptions } from '../api/representatives-query';

interface RepresentativeSelectProps {
  label: string;
  /** The chosen user id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  /** An empty first option, e.g. 'Todas as empresas'. */
  emptyOption?: string;
  size?: 'small' | 'medium';
}

/**
 * The representatives (users with role 2) as a select, for admins. A chosen id that is not among
 * the first 100 (e.g. from `?user_id=`) is read on its own so its name still shows.
 */
export const RepresentativeSelect = ({ label, value, onChange, onBlur, inputRef, error, required, emptyOption, size }: RepresentativeSelectProps) => {
  const list = useQuery(representativesQueryOptions);
  const id = Number(value);
  const missing = Boolean(value) && Boolean(list.data) && !list.data?.some((r) => r.id === id);
  const extra = useQuery({ ...representativeQueryOptions(id), enabled: missing });
  const people = [...(list.data ?? []), ...(missing && extra.data ? [extra.data] : [])];
  const options: SelectOption[] = people.map((r) => ({
    value: r.id,
    label: `${r.name} (${r.email})${r.is_active ? '' : ' · inativo'}`,
  }));
  // Until the names arrive, the chosen id alone keeps the select from showing an unknown value.
  if (value && !people.some((r) => r.id === id)) options.push({ value, label: list.isPending || extra.isFetching ? 'Carregando…' : `Usuário ${value}` });
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      options={options}
      required={required}
      emptyOption={emptyOption}
      error={Boolean(error) || list.isError}
      helperText={error ?? (list.isError ? 'Não foi possível carregar os representantes.' : undefined)}
      size={size}
    />
  );
};

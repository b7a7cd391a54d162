import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/form/select-field';
import { companyOptionQueryOptions, companyOptionsQueryOptions } from '../api/company-options-query';

interface CompanyFilterProps {
  value: number | undefined;
  onChange: (companyId: number | undefined) => void;
}

/** 'Filtrar vagas por empresa' with 'Todas as vagas'; a company from `?companies_id=` always shows. */
export const CompanyFilter = ({ value, onChange }: CompanyFilterProps) => {
  const list = useQuery(companyOptionsQueryOptions);
  const missing = value !== undefined && Boolean(list.data) && !list.data?.some((c) => c.id === value);
  const extra = useQuery({ ...companyOptionQueryOptions(value ?? 0), enabled: missing });
  const companies = [...(list.data ?? []), ...(missing && extra.data ? [extra.data] : [])];
  const options = companies.map((c) => ({ value: c.id, label: c.name }));
  if (value !== undefined && !companies.some((c) => c.id === value)) {
    options.push({ value, label: list.isPending || extra.isFetching ? 'Carregando…' : `Empresa ${value}` });
  }
  return (
    <SelectField
      label="Filtrar vagas por empresa"
      value={value ?? ''}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      options={options}
      emptyOption="Todas as vagas"
    />
  );
};

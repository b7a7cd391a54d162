import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { STATES } from '@portal/contracts';
import { SelectField } from '../../../components/form/select-field';
import { companiesQueryOptions } from '../api/companies-query';
import { contractTypeOptionsQueryOptions } from '../../../lib/contract-type-options-query';
import { coursesQueryOptions } from '../api/courses-query';
import { PRESETS, type PresetId } from './periods';

export interface FilterValues {
  preset: PresetId;
  from: string;
  to: string;
  course: string;
  company_id: string;
  contract_type_id: string;
  state: string;
}

interface IndicatorFiltersProps {
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
  /** The period's error (end before start, more than five years), shown under 'Até'. */
  periodError?: string;
}

/** The period picker (presets, or two dates) and the filters by course, company, contract type and state. */
export const IndicatorFilters = ({ values, onChange, periodError }: IndicatorFiltersProps) => {
  const courses = useQuery(coursesQueryOptions).data ?? [];
  const companies = useQuery(companiesQueryOptions).data ?? [];
  const contractTypes =
    useQuery({
      ...contractTypeOptionsQueryOptions,
      select: (types) => types.map((c) => ({ value: c.id, label: c.name })),
    }).data ?? [];
  const custom = values.preset === 'custom';
  return (
    <Box
      role="search"
      aria-label="Período e filtros"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <SelectField
        label="Período"
        value={values.preset}
        onChange={(v) => onChange({ preset: v as PresetId })}
        options={PRESETS}
        size="small"
      />
      {custom ? (
        <>
          <TextField
            type="date"
            size="small"
            label="De"
            value={values.from}
            onChange={(e) => onChange({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="Até"
            value={values.to}
            onChange={(e) => onChange({ to: e.target.value })}
            error={Boolean(periodError)}
            helperText={periodError}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : null}
      <SelectField
        label="Curso"
        value={values.course}
        onChange={(course) => onChange({ course })}
        options={courses}
        emptyOption="Todos os cursos"
        size="small"
      />
      <SelectField
        label="Empresa"
        value={values.company_id}
        onChange={(company_id) => onChange({ company_id })}
        options={companies}
        emptyOption="Todas as empresas"
        size="small"
      />
      <SelectField
        label="Tipo de contrato"
        value={values.contract_type_id}
        onChange={(contract_type_id) => onChange({ contract_type_id })}
        options={contractTypes}
        emptyOption="Todos os tipos"
        size="small"
      />
      <SelectField
        label="Estado"
        value={values.state}
        onChange={(state) => onChange({ state })}
        options={STATES}
        emptyOption="Todos os estados"
        size="small"
      />
    </Box>
  );
};

import type { UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { JOB_STATUS, STATES } from '@portal/contracts';
import { companyOptionsQueryOptions } from '../api/company-options-query';
import { contractTypeOptionsQueryOptions } from '../../../lib/contract-type-options-query';
import { knowledgeAreasQueryOptions } from '../api/knowledge-areas-query';
import { JobSelect } from './job-select';
import type { JobFormOutput, JobFormValues } from './job-schemas';
import { FormDateField, FormTextField } from '../../../components/form/form-text-field';
import { FormGrid } from '../../../components/form/form-grid';

const STATUS = [
  { value: JOB_STATUS.open, label: 'Aberta' },
  { value: JOB_STATUS.closed, label: 'Fechada' },
];
const LEVELS = ['Estágio', 'Júnior', 'Pleno', 'Sênior', 'Especialista'].map((v) => ({ value: v, label: v }));
const WORK_MODES = ['Presencial', 'Híbrido', 'Remoto'].map((v) => ({ value: v, label: v }));
const full = { gridColumn: '1 / -1' } as const;

const Section = ({ title }: { title: string }) => (
  <Typography
    component="h3"
    variant="overline"
    sx={{ ...full, color: 'primary.main', fontWeight: 700, lineHeight: 1.5, mt: 1, mb: -1 }}
  >
    {title}
  </Typography>
);

interface JobFormFieldsProps {
  form: UseFormReturn<JobFormValues, unknown, JobFormOutput>;
  editing: boolean;
  /** The job's company, shown even if it is not among the listed options. */
  currentCompany?: { id: number; name: string };
}

/** Every field of the job form (docs/spec/05-validation.md#jobs), in three groups. */
export const JobFormFields = ({ form, editing, currentCompany }: JobFormFieldsProps) => {
  const { control } = form;
  const companies = useQuery(companyOptionsQueryOptions);
  const areas = useQuery(knowledgeAreasQueryOptions);
  const contracts = useQuery(contractTypeOptionsQueryOptions);
  const companyOptions = [...(companies.data ?? [])];
  if (currentCompany && !companyOptions.some((c) => c.id === currentCompany.id)) companyOptions.push(currentCompany);
  const multiline = { multiline: true, minRows: 3, maxRows: 10, fullWidth: true, sx: full };
  const money = {
    slotProps: {
      input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      htmlInput: { inputMode: 'decimal' as const },
    },
  };

  return (
    <FormGrid>
      <Section title="Informações da vaga" />
      <FormTextField form={form} name="title" label="Título" required autoFocus sx={full} />
      <JobSelect
        control={control}
        name="companies_id"
        label="Empresa"
        required
        options={companyOptions.map((c) => ({ value: c.id, label: c.name }))}
      />
      <JobSelect
        control={control}
        name="status"
        label="Status"
        required
        options={editing ? STATUS : STATUS.slice(0, 1)}
        helperText={editing ? undefined : 'Vagas novas são sempre abertas.'}
      />
      <JobSelect
        control={control}
        name="knowledge_areas_id"
        label="Área"
        required
        options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
      />
      <JobSelect
        control={control}
        name="contract_types_id"
        label="Tipo de contrato"
        required
        options={(contracts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        helperText={contracts.isError ? 'Não foi possível carregar os tipos de contrato.' : undefined}
      />
      <FormTextField form={form} name="department" label="Departamento" required />
      <JobSelect control={control} name="experience_level" label="Nível de experiência" required options={LEVELS} />
      <Section title="Local e remuneração" />
      <JobSelect control={control} name="state" label="Estado" required options={STATES} />
      <FormTextField form={form} name="city" label="Cidade" required />
      <JobSelect
        control={control}
        name="work_mode"
        label="Modelo de trabalho"
        options={WORK_MODES}
        emptyOption="Não informado"
      />
      <FormTextField form={form} name="employment_type" label="Regime de trabalho" placeholder="Ex.: Tempo integral" />
      <FormTextField
        form={form}
        name="remuneration_initial"
        label="Remuneração inicial"
        required
        placeholder="0,00"
        {...money}
      />
      <FormTextField
        form={form}
        name="remuneration_final"
        label="Remuneração final"
        required={editing}
        placeholder="0,00"
        {...money}
      />
      <FormDateField
        form={form}
        name="closes_at"
        label="Inscrições até"
        helperText="Opcional: a vaga fica aberta até o fim deste dia."
      />
      <Section title="Descrição" />
      <FormTextField form={form} name="description" label="Descrição" required {...multiline} />
      <FormTextField form={form} name="assignments" label="Atribuições" required {...multiline} />
      <FormTextField form={form} name="requirements" label="Requisitos" required {...multiline} />
      <FormTextField
        form={form}
        name="additional_info"
        label="Informações adicionais"
        required={editing}
        {...multiline}
      />
    </FormGrid>
  );
};

import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_COURSE_LEVEL,
  INTERNSHIP_HOUR_LIMITS,
  INTERNSHIP_KIND_LABELS,
  INTERNSHIP_KINDS,
  type CreateInternshipInput,
  type InternshipKind,
} from '@portal/contracts';

const LIMITS = INTERNSHIP_HOUR_LIMITS[DEFAULT_COURSE_LEVEL];
export type FieldErrors = Record<string, string>;

export interface FormValues {
  kind: InternshipKind;
  ra: string;
  companies_id: string;
  starts_on: string;
  ends_on: string;
  hours_per_day: string;
  hours_per_week: string;
  stipend: string;
  transport: string;
  insurer: string;
  policy_number: string;
  supervisor_name: string;
  supervisor_email: string;
  supervisor_position: string;
  supervisor_education: string;
  advisor_name: string;
  advisor_email: string;
  activities: string;
}

export const emptyForm = (over: Partial<FormValues> = {}): FormValues => ({
  kind: 'optional',
  ra: '',
  companies_id: '',
  starts_on: '',
  ends_on: '',
  hours_per_day: String(LIMITS.day),
  hours_per_week: String(LIMITS.week),
  stipend: '',
  transport: '',
  insurer: '',
  policy_number: '',
  supervisor_name: '',
  supervisor_email: '',
  supervisor_position: '',
  supervisor_education: '',
  advisor_name: '',
  advisor_email: '',
  activities: '',
  ...over,
});

const cents = (v: string) => Math.round(Number(v.replace(/\./g, '').replace(',', '.') || '0') * 100);

export const toBody = (v: FormValues, applicationId: number | null): CreateInternshipInput => ({
  ...(applicationId
    ? { application_id: applicationId }
    : { ra: v.ra.trim(), companies_id: Number(v.companies_id) || undefined }),
  kind: v.kind,
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  hours_per_day: Number(v.hours_per_day),
  hours_per_week: Number(v.hours_per_week),
  stipend_cents: cents(v.stipend),
  transport_aid_cents: cents(v.transport),
  insurer: v.insurer,
  policy_number: v.policy_number,
  supervisor: {
    name: v.supervisor_name,
    email: v.supervisor_email,
    position: v.supervisor_position,
    education: v.supervisor_education,
  },
  advisor: { name: v.advisor_name, email: v.advisor_email },
  activities: v.activities
    .split('\n')
    .map((a) => a.trim())
    .filter(Boolean),
});

/** Where a server error's field shows in this form (`supervisor.email` on the supervisor's e-mail). */
export const formField = (field: string): keyof FormValues | 'supervisor' =>
  (
    ({
      stipend_cents: 'stipend',
      transport_aid_cents: 'transport',
      activities: 'activities',
      'supervisor.name': 'supervisor_name',
      'supervisor.email': 'supervisor_email',
      'supervisor.position': 'supervisor_position',
      'supervisor.education': 'supervisor_education',
      'advisor.name': 'advisor_name',
      'advisor.email': 'advisor_email',
      application_id: 'ra',
    }) as Record<string, keyof FormValues>
  )[field.replace(/\.\d+$/, '')] ?? (field as keyof FormValues);

interface Props {
  initial: FormValues;
  /** The application the TCE starts from: its student and company are fixed. */
  fromApplication: ReactNode | null;
  companies: Array<{ id: number; name: string }>;
  errors: FieldErrors;
  busy: boolean;
  onSubmit: (v: FormValues) => void;
  /** 'Criar termo de compromisso' for a new TCE, 'Salvar rascunho' for a draft's edit. */
  submitLabel?: string;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper
    variant="outlined"
    component="fieldset"
    sx={{
      p: 2,
      display: 'grid',
      gap: 2,
      // Two columns while the labels fit; one with enlarged text (WCAG 1.4.4).
      gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
      border: undefined,
      m: 0,
    }}
  >
    <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** The TCE form with the law's limits beside the fields (Lei 11.788/2008). */
export const InternshipForm = ({
  initial,
  fromApplication,
  companies,
  errors,
  busy,
  onSubmit,
  submitLabel = 'Criar termo de compromisso',
}: Props) => {
  const [v, setV] = useState(initial);
  const field = (name: keyof FormValues, label: string, hint?: string, extra: object = {}) => ({
    id: `tce-${name}`,
    name,
    label,
    value: v[name],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint ?? ' ',
    fullWidth: true,
    ...extra,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };
  const optional = v.kind === 'optional';
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Section title="Partes">
        {fromApplication ?? (
          <>
            <TextField {...field('ra', 'RA do aluno', undefined, { required: true })} />
            <TextField
              {...field(
                'companies_id',
                'Empresa (parte concedente)',
                'É preciso um convênio vigente em todo o período (art. 8º)',
                { select: true, required: true },
              )}
            >
              {companies.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <RadioGroup
          row
          aria-label="Tipo de estágio"
          value={v.kind}
          onChange={(e) => setV((old) => ({ ...old, kind: e.target.value as InternshipKind }))}
        >
          {INTERNSHIP_KINDS.map((k) => (
            <FormControlLabel key={k} value={k} control={<Radio />} label={INTERNSHIP_KIND_LABELS[k]} />
          ))}
        </RadioGroup>
      </Section>
      <Section title="Vigência e jornada">
        <TextField
          {...field('starts_on', 'Início', undefined, {
            type: 'date',
            required: true,
            slotProps: { inputLabel: { shrink: true } },
          })}
        />
        <TextField
          {...field('ends_on', 'Término', 'Até 2 anos na mesma empresa, salvo pessoa com deficiência (art. 11)', {
            type: 'date',
            required: true,
            slotProps: { inputLabel: { shrink: true } },
          })}
        />
        <TextField
          {...field('hours_per_day', 'Horas por dia', `Máximo de ${LIMITS.day} horas diárias (art. 10)`, {
            type: 'number',
            required: true,
            slotProps: { htmlInput: { min: 1, max: LIMITS.day } },
          })}
        />
        <TextField
          {...field('hours_per_week', 'Horas por semana', `Máximo de ${LIMITS.week} horas semanais (art. 10)`, {
            type: 'number',
            required: true,
            slotProps: { htmlInput: { min: 1, max: LIMITS.week } },
          })}
        />
        <TextField
          {...field(
            'stipend',
            'Bolsa mensal (R$)',
            optional ? 'Compulsória no estágio não obrigatório (art. 12)' : 'Opcional no estágio obrigatório',
            { required: optional, inputMode: 'decimal' },
          )}
        />
        <TextField
          {...field(
            'transport',
            'Auxílio-transporte mensal (R$)',
            optional ? 'Compulsório no estágio não obrigatório (art. 12)' : 'Opcional no estágio obrigatório',
            { required: optional, inputMode: 'decimal' },
          )}
        />
      </Section>
      <Section title="Seguro contra acidentes pessoais (art. 9º, IV)">
        <TextField {...field('insurer', 'Seguradora', undefined, { required: true })} />
        <TextField {...field('policy_number', 'Número da apólice', undefined, { required: true })} />
      </Section>
      <Section title="Supervisão e orientação">
        <TextField
          {...field(
            'supervisor_name',
            'Supervisor(a) na empresa',
            errors.supervisor ?? 'Até 10 estagiários ao mesmo tempo (art. 9º, III)',
            { required: true, error: Boolean(errors.supervisor_name ?? errors.supervisor) },
          )}
        />
        <TextField
          {...field('supervisor_email', 'E-mail do supervisor(a)', undefined, { required: true, type: 'email' })}
        />
        <TextField {...field('supervisor_position', 'Cargo do supervisor(a)', undefined, { required: true })} />
        <TextField
          {...field('supervisor_education', 'Formação ou experiência na área', undefined, { required: true })}
        />
        <TextField
          {...field(
            'advisor_name',
            'Professor(a) orientador(a)',
            'Indicado pela instituição de ensino (art. 7º, III)',
            { required: true },
          )}
        />
        <TextField
          {...field('advisor_email', 'E-mail do orientador(a)', undefined, { required: true, type: 'email' })}
        />
      </Section>
      <TextField
        {...field('activities', 'Plano de atividades (uma por linha)', 'Parte do termo (art. 7º, parágrafo único)', {
          multiline: true,
          minRows: 4,
          required: true,
        })}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
};

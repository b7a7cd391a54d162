import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  amendmentMessages as am,
  DEFAULT_COURSE_LEVEL,
  INTERNSHIP_HOUR_LIMITS,
  type CreateAmendmentInput,
  type Internship,
} from '@portal/contracts';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateAmendment } from '../api/internships-api';

const LIMITS = INTERNSHIP_HOUR_LIMITS[DEFAULT_COURSE_LEVEL];
type Field = 'ends_on' | 'hours_per_day' | 'hours_per_week' | 'stipend' | 'transport' | 'supervisor' | 'activities';
const HINTS: Record<Field, string> = {
  ends_on: 'Até 2 anos na mesma empresa, salvo pessoa com deficiência (art. 11)',
  hours_per_day: `No máximo ${LIMITS.day} horas diárias (art. 10)`,
  hours_per_week: `No máximo ${LIMITS.week} horas semanais (art. 10)`,
  stipend: 'Obrigatória no estágio não obrigatório (art. 12)',
  transport: 'Obrigatório no estágio não obrigatório (art. 12)',
  supervisor: 'Um supervisor acompanha até 10 estagiários (art. 9º, III)',
  activities: 'Uma atividade por linha (art. 7º, parágrafo único)',
};
const cents = (v: string) => Math.round(Number(v.replace(',', '.')) * 100);

/** A termo aditivo: only the fields filled change; the law's limits beside each one. */
export const AmendmentDialog = ({ t, onClose }: { t: Internship; onClose: () => void }) => {
  const create = useCreateAmendment();
  const [v, setV] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement>) => setV((o) => ({ ...o, [k]: e.target.value }));
  const field = (k: Field, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={v[k] ?? ''}
      onChange={set(k)}
      error={Boolean(errors[k])}
      helperText={errors[k] ?? HINTS[k]}
      fullWidth
      {...extra}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateAmendmentInput = {};
    if (v.ends_on) body.ends_on = v.ends_on;
    if (v.hours_per_day) body.hours_per_day = Number(v.hours_per_day);
    if (v.hours_per_week) body.hours_per_week = Number(v.hours_per_week);
    if (v.stipend) body.stipend_cents = cents(v.stipend);
    if (v.transport) body.transport_aid_cents = cents(v.transport);
    if (v.supervisor_name || v.supervisor_email)
      body.supervisor = {
        name: v.supervisor_name ?? '',
        email: v.supervisor_email ?? '',
        position: v.supervisor_position ?? '',
        education: v.supervisor_education ?? '',
      };
    if (v.activities?.trim()) body.activities = v.activities.split('\n').filter((a) => a.trim());
    create.mutate(
      { id: t.id, body },
      {
        onSuccess: () => {
          toast.success(am.created);
          onClose();
        },
        onError: (err) => {
          if (!isApiError(err) || !err.fieldErrors.length) return toast.error(errorMessage(err));
          const named: Record<string, string> = { stipend_cents: 'stipend', transport_aid_cents: 'transport' };
          setErrors(
            Object.fromEntries(
              err.fieldErrors.map((f) => [named[f.field] ?? f.field.split('.')[0]!, f.message] as const),
            ),
          );
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="amendment-title" fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="amendment-title">Novo termo aditivo</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Preencha só o que muda. O termo aditivo vai para as três assinaturas, na ordem do termo de compromisso, e os
            novos valores valem quando a última parte assinar.
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {field('ends_on', `Novo término (hoje ${t.ends_on.split('-').reverse().join('/')})`, {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
            {field('hours_per_day', `Horas por dia (hoje ${t.hours_per_day})`, { type: 'number' })}
            {field('hours_per_week', `Horas por semana (hoje ${t.hours_per_week})`, { type: 'number' })}
            {field('stipend', `Bolsa mensal em R$ (hoje ${(t.stipend_cents / 100).toFixed(2)})`, {
              inputMode: 'decimal',
            })}
            {field('transport', `Auxílio-transporte em R$ (hoje ${(t.transport_aid_cents / 100).toFixed(2)})`, {
              inputMode: 'decimal',
            })}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
            <TextField
              label="Novo supervisor: nome"
              value={v.supervisor_name ?? ''}
              onChange={set('supervisor_name')}
            />
            <TextField
              label="E-mail do supervisor"
              value={v.supervisor_email ?? ''}
              onChange={set('supervisor_email')}
            />
            <TextField label="Cargo" value={v.supervisor_position ?? ''} onChange={set('supervisor_position')} />
            <TextField label="Formação" value={v.supervisor_education ?? ''} onChange={set('supervisor_education')} />
          </Box>
          <Typography
            variant="caption"
            component="p"
            sx={{ mt: 1, mb: 2 }}
            color={errors.supervisor ? 'error' : 'textSecondary'}
          >
            {errors.supervisor ?? HINTS.supervisor}
          </Typography>
          {field('activities', 'Novo plano de atividades', { multiline: true, minRows: 3 })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Enviar para assinaturas
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

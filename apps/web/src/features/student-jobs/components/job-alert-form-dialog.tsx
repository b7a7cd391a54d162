import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  createJobAlertSchema,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  jobAlertMessages,
  STATES,
  type CreateJobAlertInput,
  type JobAlert,
  type JobAlertFrequency,
} from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { isApiError } from '../../../lib/api-error';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { useCreateJobAlert } from '../api/create-job-alert';
import { useUpdateJobAlert } from '../api/update-job-alert';
import { suggestAlertName } from './alert-criteria';
import type { JobSearchFilter } from '../api/job-search-params';

interface JobAlertFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The alert to edit; null to create one from `initial` (the search on screen). */
  alert: JobAlert | null;
  initial?: JobSearchFilter;
}

interface AlertFormValues {
  name: string;
  title: string;
  state: string;
  city: string;
  frequency: JobAlertFrequency;
}

const FIELDS = ['name', 'title', 'state', 'city', 'frequency'] as const;

/**
 * 'Criar alerta' (prefilled from the search on screen) and 'Editar alerta': a name, the search's
 * criteria and how often to e-mail. Remount it for each opening.
 */
export const JobAlertFormDialog = ({ open, onClose, alert, initial }: JobAlertFormDialogProps) => {
  const create = useCreateJobAlert();
  const update = useUpdateJobAlert();
  const frequencyLabel = useId();
  const start = alert ?? initial;
  const { form, busy, dialogProps } = useFormDialog<AlertFormValues, CreateJobAlertInput>({
    open,
    onClose,
    resolver: formResolver<AlertFormValues, CreateJobAlertInput>(createJobAlertSchema),
    defaultValues: {
      name: alert?.name ?? (initial ? suggestAlertName(initial) : ''),
      title: start?.title ?? '',
      state: start?.state ?? '',
      city: start?.city ?? '',
      frequency: alert?.frequency ?? 'daily',
    },
    fields: FIELDS,
    save: (values) => ({
      run: () => (alert ? update.mutateAsync({ id: alert.id, body: values }) : create.mutateAsync(values)),
      success: alert ? jobAlertMessages.updated : jobAlertMessages.created,
      failure: alert ? jobAlertMessages.updateFailed : jobAlertMessages.createFailed,
      onError: (error) => {
        // The eleventh alert is refused with a 422 that names no field: its message says why.
        if (!isApiError(error) || error.status !== 422 || error.fieldErrors.length > 0) return false;
        toast.error(error.message);
        return true;
      },
    }),
  });
  const { errors } = form.formState;

  return (
    <AppDialog
      {...dialogProps}
      title={alert ? 'Editar alerta' : 'Criar alerta'}
      subtitle={alert ? null : 'Receba por e-mail as vagas novas desta busca.'}
      actions={
        <FormDialogActions onCancel={onClose} busy={busy} submitLabel={alert ? 'Salvar alterações' : 'Criar alerta'} />
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Nome do alerta"
          required
          fullWidth
          autoFocus
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: 80 } }}
          {...muiField(form.register('name'), errors.name)}
        />
        <TextField
          label="Título da vaga"
          fullWidth
          placeholder="Ex.: estágio, desenvolvedor, marketing"
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }}
          {...muiField(form.register('title'), errors.title)}
        />
        <FormSelect
          control={form.control}
          name="state"
          label="Estado"
          options={STATES}
          emptyOption="Todos os estados"
        />
        <TextField
          label="Cidade"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'address-level2' } }}
          {...muiField(form.register('city'), errors.city)}
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
              <FormLabel id={frequencyLabel} sx={{ typography: 'body2', fontWeight: 600 }}>
                Frequência dos e-mails
              </FormLabel>
              <RadioGroup
                aria-labelledby={frequencyLabel}
                name={field.name}
                value={field.value}
                onChange={(_, v) => field.onChange(v)}
              >
                {JOB_ALERT_FREQUENCIES.map((f) => (
                  <FormControlLabel
                    key={f}
                    value={f}
                    control={<Radio size="small" />}
                    label={JOB_ALERT_FREQUENCY_LABELS[f]}
                  />
                ))}
              </RadioGroup>
              {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          O alerta usa a mesma busca da página inicial: só chegam vagas abertas em que você ainda não se candidatou.
        </Typography>
      </Box>
    </AppDialog>
  );
};

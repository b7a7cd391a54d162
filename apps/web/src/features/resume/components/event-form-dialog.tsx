import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { resumeMessages, type ResumeEvent } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { SelectField } from '../../../components/form/select-field';
import { isApiError } from '../../../lib/api-error';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useCreateEvent } from '../api/create-event';
import { eventTypesQueryOptions } from '../api/event-types-query';
import { useUpdateEvent } from '../api/update-event';
import { CertificateInput } from './certificate-input';
import {
  EVENT_FIELDS,
  eventBody,
  eventFormSchema,
  initialEventValues,
  type EventFormOutput,
  type EventFormValues,
} from './event-schemas';
import { VisibilitySwitch } from './visibility-switch';

interface EventFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** The event to edit; null to add one. */
  event: ResumeEvent | null;
}

const full = { gridColumn: '1 / -1' } as const;
const dateSlot = { inputLabel: { shrink: true } } as const;

/** Add or edit an event participation (docs/spec/05-validation.md#resume-items: type, title, sponsor and both dates required). */
export const EventFormDialog = ({ open, onClose, studentId, event }: EventFormDialogProps) => {
  const types = useQuery(eventTypesQueryOptions);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: formResolver<EventFormValues, EventFormOutput>(eventFormSchema(event?.certificate_type === 'file')),
    defaultValues: initialEventValues(event),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const body = eventBody(values, event, studentId);
    try {
      if (event) await update.mutateAsync({ id: event.id, body });
      else await create.mutateAsync(body);
      toast.success(resumeMessages.success);
      onClose();
    } catch (error) {
      // The server names the certificate 'certificate': it belongs to the file or the link field.
      const certificate = isApiError(error) ? error.fieldErrors.find((e) => e.field === 'certificate') : undefined;
      if (certificate)
        form.setError(values.certificate_mode === 'link' ? 'certificate_link' : 'certificate_file', {
          type: 'server',
          message: certificate.message,
        });
      if (certificate && isApiError(error) && error.fieldErrors.length === 1) return;
      showSubmitError(error, { setError: form.setError, fields: EVENT_FIELDS, failure: resumeMessages.failure });
    }
  });

  const options = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={event ? 'Editar evento' : 'Adicionar evento'}
      subtitle={event?.title}
      maxWidth="md"
      onSubmit={(e) => void submit(e)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Salvar
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
        <Box sx={full}>
          <Controller
            control={control}
            name="id_event_type"
            render={({ field, fieldState }) => (
              <SelectField
                label="Tipo de evento"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                options={options}
                error={Boolean(fieldState.error) || types.isError}
                helperText={
                  fieldState.error?.message ??
                  (types.isError ? 'Não foi possível carregar os tipos de evento.' : undefined)
                }
              />
            )}
          />
        </Box>
        <TextField label="Nome da atividade" required fullWidth {...muiField(register('title'), errors.title)} />
        <TextField label="Organizador" required fullWidth {...muiField(register('sponsor'), errors.sponsor)} />
        <TextField
          label="Data de início"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
          {...muiField(register('started'), errors.started)}
        />
        <TextField
          label="Data de término"
          type="date"
          required
          fullWidth
          slotProps={dateSlot}
          {...muiField(register('finished'), errors.finished)}
        />
        <Box sx={full}>
          <CertificateInput form={form} current={event} />
        </Box>
        <Box sx={full}>
          <Controller
            control={control}
            name="visible"
            render={({ field }) => <VisibilitySwitch visible={field.value} onChange={field.onChange} />}
          />
        </Box>
      </Box>
    </AppDialog>
  );
};

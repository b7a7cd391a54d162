import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { resumeMessages, type ResumeEvent } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormSelect } from '../../../components/form/form-select';
import { isApiError } from '../../../lib/api-error';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
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
  const { form, busy, dialogProps } = useFormDialog<EventFormValues, EventFormOutput>({
    open,
    onClose,
    resolver: formResolver<EventFormValues, EventFormOutput>(eventFormSchema(event?.certificate_type === 'file')),
    defaultValues: initialEventValues(event),
    fields: EVENT_FIELDS,
    save: (values, { setError }) => {
      const body = eventBody(values, event, studentId);
      return {
        run: () => (event ? update.mutateAsync({ id: event.id, body }) : create.mutateAsync(body)),
        success: resumeMessages.success,
        failure: resumeMessages.failure,
        onError: (error) => {
          // The server names the certificate 'certificate': it belongs to the file or the link field.
          if (!isApiError(error)) return false;
          const certificate = error.fieldErrors.find((e) => e.field === 'certificate');
          if (!certificate) return false;
          setError(values.certificate_mode === 'link' ? 'certificate_link' : 'certificate_file', {
            type: 'server',
            message: certificate.message,
          });
          return error.fieldErrors.length === 1;
        },
      };
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  const options = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));

  return (
    <AppDialog
      {...dialogProps}
      title={event ? 'Editar evento' : 'Adicionar evento'}
      subtitle={event?.title}
      maxWidth="md"
      actions={<FormDialogActions onCancel={onClose} busy={busy} submitLabel="Salvar" />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
        <Box sx={full}>
          <FormSelect
            control={control}
            name="id_event_type"
            label="Tipo de evento"
            required
            options={options}
            error={types.isError}
            helperText={types.isError ? 'Não foi possível carregar os tipos de evento.' : undefined}
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

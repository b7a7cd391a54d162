import { useQuery } from '@tanstack/react-query';
import { resumeMessages, type ResumeEvent } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormGrid, FullRow } from '../../../components/form/form-grid';
import { FormSelect } from '../../../components/form/form-select';
import { FormDateField, FormTextField } from '../../../components/form/form-text-field';
import { isApiError } from '../../../lib/api-error';
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
import { VisibilityField } from './visibility-field';

interface EventFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: number;
  /** The event to edit; null to add one. */
  event: ResumeEvent | null;
}

/** Add or edit an event participation (docs/spec/05-validation.md#resume-items: type, title, sponsor and both dates required). */
export const EventFormDialog = ({ open, onClose, studentId, event }: EventFormDialogProps) => {
  const types = useQuery(eventTypesQueryOptions);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const { form, dialogProps } = useFormDialog<EventFormValues, EventFormOutput>({
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
  const options = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));

  return (
    <FormDialog
      {...dialogProps}
      title={event ? 'Editar evento' : 'Adicionar evento'}
      subtitle={event?.title}
      maxWidth="md"
      submitLabel="Salvar"
    >
      <FormGrid>
        <FullRow>
          <FormSelect
            control={form.control}
            name="id_event_type"
            label="Tipo de evento"
            required
            options={options}
            error={types.isError}
            helperText={types.isError ? 'Não foi possível carregar os tipos de evento.' : undefined}
          />
        </FullRow>
        <FormTextField form={form} name="title" label="Nome da atividade" required />
        <FormTextField form={form} name="sponsor" label="Organizador" required />
        <FormDateField form={form} name="started" label="Data de início" required />
        <FormDateField form={form} name="finished" label="Data de término" required />
        <FullRow>
          <CertificateInput form={form} current={event} />
        </FullRow>
        <VisibilityField control={form.control} />
      </FormGrid>
    </FormDialog>
  );
};

import { Controller } from 'react-hook-form';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { FormGrid } from '../../../components/form/form-grid';
import { ImageInput } from '../../../components/form/image-input';
import { changedFields } from '../../../lib/changed-fields';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateOrientation } from '../api/create-orientation';
import { useUpdateOrientation } from '../api/update-orientation';
import { showOrientationSubmitError } from './orientation-submit-error';
import {
  createOrientationFormSchema,
  editOrientationFormSchema,
  type OrientationFormOutput,
  type OrientationFormValues,
} from './orientation-schemas';
import { FormTextField } from '../../../components/form/form-text-field';

interface OrientationFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The card to edit; null to add one. */
  orientation: Orientation | null;
}

/**
 * Add or edit a guidance card (docs/spec/05-validation.md#orientation): title, description and link required;
 * an image banner required on create. An edit sends only what changed. Remount it for each opening.
 */
export const OrientationFormDialog = ({ open, onClose, orientation }: OrientationFormDialogProps) => {
  const create = useCreateOrientation();
  const update = useUpdateOrientation();
  const { form, busy, dialogProps } = useFormDialog<OrientationFormValues, OrientationFormOutput>({
    open,
    onClose,
    resolver: orientation
      ? formResolver<OrientationFormValues, OrientationFormOutput>(editOrientationFormSchema)
      : formResolver<OrientationFormValues, OrientationFormOutput>(createOrientationFormSchema),
    defaultValues: {
      title: orientation?.title ?? '',
      description: orientation?.description ?? '',
      access_link: orientation?.access_link ?? '',
      banner: null,
    },
    fields: [],
    save: ({ banner, ...fields }, { setError }) => {
      if (!orientation) {
        // The create schema requires the banner.
        if (!banner) return null;
        return {
          run: () => create.mutateAsync({ fields, banner }),
          success: orientationMessages.created,
          failure: orientationMessages.createFailed,
          onError: (error) => {
            showOrientationSubmitError(error, setError, orientationMessages.createFailed);
            return true;
          },
        };
      }
      const changed = changedFields(fields, orientation);
      if (Object.keys(changed).length === 0 && !banner) return null;
      return {
        run: () => update.mutateAsync({ id: orientation.id, fields: changed, banner }),
        success: orientationMessages.updated,
        failure: orientationMessages.updateFailed,
        onError: (error) => {
          showOrientationSubmitError(error, setError, orientationMessages.updateFailed);
          return true;
        },
      };
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialogProps}
      title={orientation ? 'Editar orientação' : 'Adicionar orientação'}
      subtitle={orientation ? orientation.title : 'O card aparece para os estudantes em “Cursos e seleções”.'}
      submitLabel={orientation ? 'Salvar alterações' : 'Cadastrar'}
    >
      <FormGrid columns={1}>
        <FormTextField form={form} name="title" label="Título" required autoFocus autoComplete="off" />
        <FormTextField form={form} name="description" label="Descrição" required multiline minRows={4} maxRows={10} />
        <FormTextField
          form={form}
          name="access_link"
          label="Link"
          type="url"
          required
          autoComplete="off"
          placeholder="https://"
          helperText="Endereço aberto pelo botão “Acessar” do card (http ou https)."
        />
        <Controller
          control={control}
          name="banner"
          render={({ field, fieldState }) => (
            <ImageInput
              label={orientation ? 'Banner' : 'Banner *'}
              shape="cover"
              value={field.value}
              onChange={(file) => field.onChange(file)}
              currentUrl={orientation?.banner_path}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />
      </FormGrid>
    </FormDialog>
  );
};

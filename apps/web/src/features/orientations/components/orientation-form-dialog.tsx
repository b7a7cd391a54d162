import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { ImageInput } from '../../../components/form/image-input';
import { changedFields } from '../../../lib/changed-fields';
import { muiField } from '../../../lib/form';
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
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <AppDialog
      {...dialogProps}
      title={orientation ? 'Editar orientação' : 'Adicionar orientação'}
      subtitle={orientation ? orientation.title : 'O card aparece para os estudantes em “Cursos e seleções”.'}
      actions={
        <FormDialogActions
          onCancel={onClose}
          busy={busy}
          submitLabel={orientation ? 'Salvar alterações' : 'Cadastrar'}
        />
      }
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <TextField
          label="Título"
          required
          fullWidth
          autoFocus
          autoComplete="off"
          {...muiField(register('title'), errors.title)}
        />
        <TextField
          label="Descrição"
          required
          fullWidth
          multiline
          minRows={4}
          maxRows={10}
          {...muiField(register('description'), errors.description)}
        />
        <TextField
          label="Link"
          type="url"
          required
          fullWidth
          autoComplete="off"
          placeholder="https://"
          {...muiField(register('access_link'), errors.access_link)}
          helperText={errors.access_link?.message ?? 'Endereço aberto pelo botão “Acessar” do card (http ou https).'}
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
      </Box>
    </AppDialog>
  );
};

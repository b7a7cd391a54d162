import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  referenceInputSchema,
  referenceMessages,
  type ReferenceInput,
  type ReferenceItem,
  type ReferenceKind,
} from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateReferenceItem } from '../api/create-reference-item';
import { useUpdateReferenceItem } from '../api/update-reference-item';
import { knowledgeAreaChoicesQueryOptions } from '../api/knowledge-area-choices-query';
import { FormTextField } from '../../../components/form/form-text-field';

interface Values {
  name: string;
  retired: boolean;
  id_knowledge_area: number | null;
}
type Output = ReferenceInput;
const FIELDS = ['name', 'id_knowledge_area'] as const;

interface ReferenceFormDialogProps {
  kind: ReferenceKind;
  open: boolean;
  onClose: () => void;
  /** The row to edit; null to add one. */
  item: ReferenceItem | null;
  /** A name to start with (the CSV import's unknown course). */
  initialName?: string;
  onSaved?: (item: ReferenceItem) => void;
}

/** Add or edit one row: name (unique ignoring case and accents), a course's area, and 'Desativado'. Remount per opening. */
export const ReferenceFormDialog = ({ kind, open, onClose, item, initialName, onSaved }: ReferenceFormDialogProps) => {
  const messages = referenceMessages[kind];
  const create = useCreateReferenceItem(kind);
  const update = useUpdateReferenceItem(kind);
  const areas = useQuery({ ...knowledgeAreaChoicesQueryOptions, enabled: open && kind === 'courses' });
  const { form, dialogProps } = useFormDialog<Values, Output>({
    open,
    onClose,
    resolver: formResolver<Values, Output>(referenceInputSchema),
    defaultValues: {
      name: item?.name ?? initialName ?? '',
      retired: Boolean(item?.retired_at),
      id_knowledge_area: item?.id_knowledge_area ?? null,
    },
    fields: FIELDS,
    save: (values) => {
      const body: ReferenceInput = {
        name: values.name,
        ...(kind === 'courses' && { id_knowledge_area: values.id_knowledge_area ?? null }),
      };
      return {
        run: () =>
          item
            ? update.mutateAsync({ id: item.id, body: { ...body, retired: values.retired } })
            : create.mutateAsync(body),
        successFor: (saved: ReferenceItem) => {
          if (!item) return messages.created;
          if (Boolean(saved.retired_at) === Boolean(item.retired_at)) return messages.updated;
          return saved.retired_at ? messages.retired : messages.restored;
        },
        failure: messages.failed,
        then: (saved: ReferenceItem) => onSaved?.(saved),
      };
    },
  });

  const areaOptions = (areas.data ?? []).map((a) => ({
    value: a.id,
    label: a.retired_at ? `${a.name} (desativada)` : a.name,
    disabled: Boolean(a.retired_at) && a.id !== item?.id_knowledge_area,
  }));

  return (
    <FormDialog
      {...dialogProps}
      title={item ? `Editar ${messages.title.toLowerCase()}` : `Adicionar ${messages.title.toLowerCase()}`}
      subtitle={item?.name}
      submitLabel={item ? 'Salvar alterações' : 'Cadastrar'}
    >
      <FormTextField form={form} name="name" label="Nome" required autoFocus autoComplete="off" sx={{ mt: 1 }} />
      {kind === 'courses' ? (
        <Controller
          control={form.control}
          name="id_knowledge_area"
          render={({ field, fieldState }) => (
            <SelectField
              label="Área de conhecimento"
              value={field.value ?? ''}
              onChange={(v) => field.onChange(v === '' ? null : Number(v))}
              onBlur={field.onBlur}
              options={areaOptions}
              emptyOption="Nenhuma"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
            />
          )}
        />
      ) : null}
      {item ? (
        <>
          <Controller
            control={form.control}
            name="retired"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 2 }}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(_e, checked) => field.onChange(checked)}
                    onBlur={field.onBlur}
                  />
                }
                label="Desativado"
              />
            )}
          />
          <Typography variant="body2" color="text.secondary">
            Desativado não aparece nas novas escolhas; os registros que já o usam continuam como estão.
          </Typography>
        </>
      ) : null}
    </FormDialog>
  );
};

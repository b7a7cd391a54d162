import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { capitalizeName, PROFILE_MAX_LENGTH, STATES, studentMessages, type Student } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { FormGrid, FullRow } from '../../../components/form/form-grid';
import { ImageInput } from '../../../components/form/image-input';
import { FormSelect } from '../../../components/form/form-select';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { showSubmitError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { useSaveProfile } from '../api/save-profile';
import {
  initialProfileValues,
  isFirstProfile,
  PROFILE_FIELDS,
  profileBody,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-schemas';
import { maskCep, maskPhone } from './resume-format';
import { FormDateField, FormTextField } from '../../../components/form/form-text-field';

interface ProfileFormDialogProps {
  open: boolean;
  onClose: () => void;
  student: Student;
}

const full = { gridColumn: '1 / -1' } as const;

/** Edit the profile: picture, birthday and phone required, text up to 280 characters, address. */
export const ProfileFormDialog = ({ open, onClose, student }: ProfileFormDialogProps) => {
  const save = useSaveProfile();
  const first = isFirstProfile(student);
  const [removePicture, setRemovePicture] = useState(false);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: formResolver<ProfileFormValues, ProfileFormOutput>(profileFormSchema),
    defaultValues: initialProfileValues(student),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const busy = form.formState.isSubmitting;
  const profileLength = useWatch({ control, name: 'profile' }).length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: student.id,
        body: profileBody(values, removePicture),
        method: first ? 'POST' : 'PUT',
      });
      toast.success(first ? studentMessages.profileCreated : studentMessages.profileUpdated);
      onClose();
    } catch (error) {
      showSubmitError(error, {
        setError: form.setError,
        fields: PROFILE_FIELDS,
        failure: first ? studentMessages.profileCreateFailed : studentMessages.profileUpdateFailed,
      });
    }
  });

  const masked = (name: 'cep' | 'phone', mask: (v: string) => string) => {
    const registration = register(name);
    return {
      ...muiField(registration, errors[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return registration.onChange(event);
      },
    };
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Editar perfil"
      subtitle={capitalizeName(student.user.name)}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      submitLabel="Salvar perfil"
    >
      <FormGrid>
        <Box sx={{ ...full, display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name="profile_picture"
            render={({ field, fieldState }) => (
              <ImageInput
                label="Foto de perfil"
                value={field.value}
                onChange={(file) => {
                  field.onChange(file);
                  if (file) setRemovePicture(false);
                }}
                currentUrl={removePicture ? null : student.profile_picture}
                error={fieldState.error?.message}
              />
            )}
          />
          {student.profile_picture && !removePicture ? (
            <Button
              size="small"
              color="error"
              onClick={() => {
                setRemovePicture(true);
                form.setValue('profile_picture', null);
              }}
              sx={{ mb: 3.5 }}
            >
              Remover foto
            </Button>
          ) : null}
        </Box>
        <TextField
          label="E-mail"
          value={student.user.email}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText="Não pode ser alterado aqui."
        />
        <TextField
          label="Curso"
          value={student.course?.name ?? studentMessages.placeholders.course}
          fullWidth
          slotProps={{ input: { readOnly: true } }}
          helperText="Definido pela secretaria."
        />
        <FormDateField form={form} name="birthday" label="Data de nascimento" required />
        <TextField
          label="Telefone"
          required
          fullWidth
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          {...masked('phone', maskPhone)}
        />
        <FullRow>
          <FormTextField
            form={form}
            name="profile"
            label="Perfil"
            multiline
            minRows={3}
            maxRows={8}
            placeholder="Conte em poucas linhas quem você é e o que procura"
            slotProps={{ htmlInput: { maxLength: PROFILE_MAX_LENGTH } }}
            helperText={`${profileLength}/${PROFILE_MAX_LENGTH} caracteres`}
          />
        </FullRow>
        <FullRow>
          <FormTextField
            form={form}
            name="link_lattes"
            label="Currículo Lattes"
            type="url"
            placeholder="http://lattes.cnpq.br/..."
          />
        </FullRow>
        <TextField
          label="CEP"
          fullWidth
          placeholder="00000-000"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...masked('cep', maskCep)}
        />
        <FormSelect control={control} name="state" label="Estado" options={STATES} emptyOption="Não informado" />
        <FormTextField form={form} name="city" label="Cidade" />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 110px', gap: 2 }}>
          <FormTextField form={form} name="address" label="Endereço" />
          <FormTextField form={form} name="number" label="Número" />
        </Box>
      </FormGrid>
    </FormDialog>
  );
};

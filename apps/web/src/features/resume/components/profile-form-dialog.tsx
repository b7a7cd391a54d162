import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { capitalizeName, PROFILE_MAX_LENGTH, STATES, studentMessages, type Student } from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
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
    <AppDialog
      open={open}
      onClose={onClose}
      title="Editar perfil"
      subtitle={capitalizeName(student.user.name)}
      maxWidth="md"
      onSubmit={(event) => void submit(event)}
      busy={busy}
      actions={
        <>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Salvar perfil
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5, pt: 1 }}>
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
        <TextField
          label="Data de nascimento"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          {...muiField(register('birthday'), errors.birthday)}
        />
        <TextField
          label="Telefone"
          required
          fullWidth
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          {...masked('phone', maskPhone)}
        />
        <Box sx={full}>
          <TextField
            label="Perfil"
            fullWidth
            multiline
            minRows={3}
            maxRows={8}
            placeholder="Conte em poucas linhas quem você é e o que procura"
            slotProps={{ htmlInput: { maxLength: PROFILE_MAX_LENGTH } }}
            {...muiField(register('profile'), errors.profile)}
            helperText={errors.profile?.message ?? `${profileLength}/${PROFILE_MAX_LENGTH} caracteres`}
          />
        </Box>
        <Box sx={full}>
          <TextField
            label="Currículo Lattes"
            type="url"
            fullWidth
            placeholder="http://lattes.cnpq.br/..."
            {...muiField(register('link_lattes'), errors.link_lattes)}
          />
        </Box>
        <TextField
          label="CEP"
          fullWidth
          placeholder="00000-000"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...masked('cep', maskCep)}
        />
        <FormSelect control={control} name="state" label="Estado" options={STATES} emptyOption="Não informado" />
        <TextField label="Cidade" fullWidth {...muiField(register('city'), errors.city)} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 110px', gap: 2 }}>
          <TextField label="Endereço" fullWidth {...muiField(register('address'), errors.address)} />
          <TextField label="Número" fullWidth {...muiField(register('number'), errors.number)} />
        </Box>
      </Box>
    </AppDialog>
  );
};

import { Controller, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { ROLE_ID, ROLE_LABELS, type RoleId, type User } from '@portal/contracts';
import { FormGrid, FullRow } from '../../../components/form/form-grid';
import { FormSelect } from '../../../components/form/form-select';
import { SelectField } from '../../../components/form/select-field';
import { coursesQueryOptions } from '../api/courses-query';
import { rolesQueryOptions } from '../api/roles-query';
import type { CreateUserFormOutput, EditUserFormOutput, UserFormValues } from './user-schemas';
import { FormTextField } from '../../../components/form/form-text-field';

interface UserFormFieldsProps {
  form: UseFormReturn<UserFormValues, unknown, CreateUserFormOutput | EditUserFormOutput>;
  user: User | null;
  isStudent: boolean;
}

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

/** 'Curso' (students only, docs/spec/12-accounts-security.md#students): the courses of `GET /api/courses`. */
const CourseField = ({
  form,
  current,
}: Pick<UserFormFieldsProps, 'form'> & { current: { id: number; name: string } | null }) => {
  const courses = useQuery(coursesQueryOptions);
  const options = (courses.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const offered = (value: unknown) => options.some((o) => String(o.value) === String(value));
  const status = courses.isPending
    ? 'Carregando cursos…'
    : courses.isError
      ? 'Não foi possível carregar os cursos.'
      : undefined;
  return (
    <Controller
      control={form.control}
      name="id_course"
      shouldUnregister
      render={({ field, fieldState }) => {
        // A retired course is no longer offered (docs/decisions/017-career-office-screens.md): the field stays blank
        // and says which course the student keeps until another is chosen.
        const retired =
          courses.data && current && String(field.value) === String(current.id) && !offered(field.value)
            ? `Curso atual desativado: ${current.name}. O aluno continua nele até que outro curso seja escolhido.`
            : undefined;
        return (
          <SelectField
            label="Curso"
            required
            options={options}
            name={field.name}
            value={courses.data && offered(field.value) ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error) || courses.isError}
            helperText={fieldState.error?.message ?? status ?? retired}
          />
        );
      }}
    />
  );
};

/** 'Pessoa com deficiência' (students only): lifts the 2-year limit at one company (Lei 11.788/2008 art. 11). */
const DisabilityField = ({ form }: Pick<UserFormFieldsProps, 'form'>) => (
  <Box sx={{ gridColumn: '1 / -1' }}>
    <Controller
      control={form.control}
      name="disability"
      shouldUnregister
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'aria-describedby': 'user-disability-help' } }}
            />
          }
          label="Pessoa com deficiência"
        />
      )}
    />
    <FormHelperText id="user-disability-help" sx={{ mt: 0 }}>
      Registro da Central de Carreiras: dispensa o limite de 2 anos de estágio na mesma empresa (Lei 11.788/2008, art.
      11).
    </FormHelperText>
  </Box>
);

/** The fields of the user form: two columns on wide screens, one on phones. */
export const UserFormFields = ({ form, user, isStudent }: UserFormFieldsProps) => {
  const { control } = form;
  const roles = useQuery(rolesQueryOptions);
  const fallbackRoles = ([1, 2, 3] as RoleId[]).map((id) => ({ id, label: ROLE_LABELS[id] }));
  // The Estudante role can be neither taken nor left (students carry an RA).
  const roleOptions = (roles.data ?? fallbackRoles)
    .filter((r) => !user || (r.id === ROLE_ID.student) === (user.role_id === ROLE_ID.student))
    .map((r) => ({ value: r.id, label: r.label }));

  return (
    <FormGrid>
      <FullRow>
        <FormTextField form={form} name="name" label="Nome" required autoFocus autoComplete="off" />
      </FullRow>
      <FullRow>
        <FormTextField form={form} name="email" label="E-mail" type="email" required autoComplete="off" />
      </FullRow>
      <FormSelect
        control={control}
        name="role_id"
        label="Função"
        required
        options={roleOptions}
        disabled={user?.role_id === ROLE_ID.student}
      />
      <Controller
        control={control}
        name="is_active"
        render={({ field, fieldState }) => (
          <SelectField
            label="Ativo"
            required
            options={ACTIVE_OPTIONS}
            name={field.name}
            value={String(field.value)}
            onChange={(value) => field.onChange(value === 'true')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      {isStudent ? (
        <>
          <FormTextField
            form={form}
            name="ra"
            rules={{ shouldUnregister: true }}
            label="RA"
            required
            autoComplete="off"
            helperText="Registro acadêmico usado pelo estudante para entrar."
          />
          <CourseField form={form} current={user?.student?.course ?? null} />
          <DisabilityField form={form} />
        </>
      ) : null}
      <FormTextField
        form={form}
        name="password"
        label={user ? 'Nova senha' : 'Senha'}
        type="password"
        required={!user}
        autoComplete="new-password"
        helperText={user ? 'Deixe em branco para manter a senha atual.' : 'Mínimo de 8 caracteres.'}
      />
      <FormTextField
        form={form}
        name="password_confirmation"
        label={user ? 'Confirmação da nova senha' : 'Confirmação de senha'}
        type="password"
        required={!user}
        autoComplete="new-password"
      />
    </FormGrid>
  );
};

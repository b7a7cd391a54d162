import { useWatch } from 'react-hook-form';
import { ROLE_ID, userMessages, type CreateUserInput, type UpdateUserInput, type User } from '@portal/contracts';
import { FormDialog } from '../../../components/dialog/form-dialog';
import { useFormDialog } from '../../../components/dialog/use-form-dialog';
import { changedFields } from '../../../lib/changed-fields';
import { formResolver } from '../../../lib/form-resolver';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields } from './user-form-fields';
import {
  createUserFormSchema,
  editUserFormSchema,
  USER_FORM_FIELDS,
  type CreateUserFormOutput,
  type EditUserFormOutput,
  type UserFormValues,
} from './user-schemas';

interface UserFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user to edit; null to add one. */
  user: User | null;
  /** Role preselected when adding (the list's filter). */
  defaultRole: number;
}

const initialValues = (user: User | null, defaultRole: number): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  password: '',
  password_confirmation: '',
  role_id: String(user?.role_id ?? defaultRole),
  is_active: user?.is_active ?? true,
  // Only students carry an RA and a course; those fields register themselves when the Estudante role is chosen.
  ra: user?.student?.ra,
  id_course: user?.student?.id_course ? String(user.student.id_course) : undefined,
  disability: user?.student?.disability ?? false,
});

/** 'Adicionar Usuário' and 'Editar usuário' (docs/spec/05-validation.md#users). Remount it for each opening. */
export const UserFormDialog = ({ open, onClose, user, defaultRole }: UserFormDialogProps) => {
  const create = useCreateUser();
  const update = useUpdateUser();
  const { form, dialogProps } = useFormDialog<UserFormValues, CreateUserFormOutput | EditUserFormOutput>({
    open,
    onClose,
    resolver: user
      ? formResolver<UserFormValues, EditUserFormOutput>(editUserFormSchema)
      : formResolver<UserFormValues, CreateUserFormOutput>(createUserFormSchema),
    defaultValues: initialValues(user, defaultRole),
    fields: USER_FORM_FIELDS,
    save: (values, { getValues }) => {
      const { password_confirmation: _confirmation, ...rest } = values;
      const isStudent = getValues('role_id') === String(ROLE_ID.student);
      if (!user)
        return {
          run: () =>
            create.mutateAsync({
              ...(values as CreateUserInput),
              ra: isStudent ? rest.ra : undefined,
              id_course: isStudent ? rest.id_course : undefined,
              disability: isStudent ? rest.disability : undefined,
            }),
          success: userMessages.created,
          failure: userMessages.createFailed,
        };
      const initial = {
        name: user.name,
        email: user.email,
        role_id: user.role_id,
        is_active: user.is_active,
        ra: user.student?.ra,
        id_course: user.student?.id_course,
        disability: user.student?.disability,
      };
      const student = user.student
        ? { ra: rest.ra, id_course: rest.id_course, disability: rest.disability }
        : { ra: undefined, id_course: undefined, disability: undefined };
      const body: UpdateUserInput = changedFields({ ...rest, ...student }, initial);
      if (Object.keys(body).length === 0) return null;
      return {
        run: () => update.mutateAsync({ id: user.id, body }),
        success: userMessages.updated,
        failure: userMessages.updateFailed,
      };
    },
  });
  const isStudent = useWatch({ control: form.control, name: 'role_id' }) === String(ROLE_ID.student);

  return (
    <FormDialog
      {...dialogProps}
      title={user ? 'Editar usuário' : 'Adicionar Usuário'}
      subtitle={user ? user.email : 'Preencha os dados de acesso do novo usuário.'}
      submitLabel={user ? 'Salvar alterações' : 'Cadastrar'}
    >
      <UserFormFields form={form} user={user} isStudent={isStudent} />
    </FormDialog>
  );
};

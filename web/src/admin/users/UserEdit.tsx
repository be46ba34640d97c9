import { Edit, email, maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useAdminAccess } from '../AccessContext';
import { canAssignRoles } from '../access';
import { RolesEditor } from './RolesEditor';

const NAME = [required('Обязательное поле для заполнения'), maxLength(100, 'Не должно превышать 100 символов')];

/** PUT /api/admin/users/{id} takes the profile fields only. */
export function userUpdatePayload(data: Record<string, unknown>) {
  const text = (key: string) =>
    typeof data[key] === 'string' && (data[key] as string).trim() !== '' ? (data[key] as string).trim() : null;
  return {
    first_name: text('first_name') ?? '',
    last_name: text('last_name') ?? '',
    second_name: text('second_name'),
    email: text('email') ?? '',
    phone: text('phone'),
  };
}

export function UserEdit() {
  const access = useAdminAccess();
  return (
    <Edit mutationMode="pessimistic" transform={userUpdatePayload}>
      {/* No delete: the admin API has no DELETE for users (docs/api.md). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="last_name" validate={NAME} />
        <TextInput source="first_name" validate={NAME} />
        <TextInput source="second_name" />
        <TextInput
          source="email"
          type="email"
          validate={[required('Обязательное поле для заполнения'), email('Должен содержать действительный адрес электронной почты')]}
        />
        <TextInput source="phone" helperText="+7 и 10 цифр" />
      </SimpleForm>
      {canAssignRoles(access) && <RolesEditor />}
    </Edit>
  );
}

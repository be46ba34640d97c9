import {
  BooleanInput,
  Datagrid,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { User } from '../../features/session/types';
import { ROLE_CODES } from '../../features/session/types';
import { roleName } from '../../features/session/roles';
import { RolesField, StateField } from './fields';

export const ROLE_CHOICES = ROLE_CODES.map((code) => ({ id: code, name: roleName(code) }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Имя, почта или телефон" />,
  <SelectInput key="role" source="role" label="Роль" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="blocked" source="blocked" label="Заблокирован" />,
  <NullableBooleanInput key="verified" source="verified" label="Подтверждён" />,
  <BooleanInput key="deleted" source="deleted" label="Удалённые" />,
];

/** Users: search by name/email/phone, filters by role, blocked, verified, deleted. */
export function UserList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'last_name', order: 'ASC' }} perPage={25}>
      {narrow ? (
        <SimpleList<User>
          primaryText={(user) => `${user.last_name} ${user.first_name}`}
          secondaryText={(user) => [user.email, user.phone].filter(Boolean).join(' · ')}
          tertiaryText={(user) => (user.blocked_at ? 'заблокирован' : '')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="last_name" />
          <TextField source="first_name" />
          <EmailField source="email" />
          <TextField source="phone" sortable={false} />
          <RolesField source="roles" label="Роли" />
          <StateField source="verified_at" label="Подтверждён" />
          <StateField source="blocked_at" label="Заблокирован" />
        </Datagrid>
      )}
    </List>
  );
}

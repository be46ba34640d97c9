import { DateField, EditButton, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AuditLog } from './AuditLog';
import { BlockButton } from './BlockButton';
import { RolesField, StateField } from './fields';

function Actions() {
  return (
    <TopToolbar>
      <BlockButton />
      <EditButton />
    </TopToolbar>
  );
}

export function UserShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="code" />
        <TextField source="last_name" />
        <TextField source="first_name" />
        <TextField source="second_name" emptyText="—" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <RolesField source="roles" label="Роли" />
        <StateField source="verified_at" label="Подтверждён" />
        <StateField source="blocked_at" label="Заблокирован" />
        <TextField source="blocked_reason" emptyText="—" />
        <StateField source="deleted_at" label="Удалён" />
        <DateField source="created_at" showTime locales="ru-RU" emptyText="—" />
      </SimpleShowLayout>
      <AuditLog />
    </Show>
  );
}

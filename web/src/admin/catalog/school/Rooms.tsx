import { TextField, TextInput, maxLength } from 'react-admin';
import Stack from '@mui/material/Stack';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { requiredText, SLUG } from '../shared/validators';
import { roomPayload } from './payload';
import { RecordTitle, ROW } from './SchoolInputs';

/** A room as `GET /api/admin/bravo-rooms` answers it. */
export interface AdminRoom {
  id: number;
  code: string;
  name: string;
  note: string | null;
}

export function RoomList() {
  return (
    <CatalogList<AdminRoom>
      narrow={{ primary: (room) => room.name, secondary: (room) => room.note ?? '' }}
      searchPlaceholder="Название или код"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <TextField source="name" />
      <TextField source="code" />
      <TextField source="note" sortable={false} />
    </CatalogList>
  );
}

function RoomInputs() {
  return (
    <>
      <Stack {...ROW}>
        <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 320 } }} />
        <TextInput source="code" validate={SLUG} helperText="Латиница, цифры и дефис" />
      </Stack>
      <TextInput
        source="note"
        multiline
        minRows={2}
        fullWidth
        validate={maxLength(500, 'Не должно превышать 500 символов')}
        helperText="Этаж, оборудование: «2 этаж, зеркала, станок»"
        sx={{ maxWidth: 720 }}
      />
    </>
  );
}

export const { Edit: RoomEdit, Create: RoomCreate } = catalogForms(RoomInputs, {}, roomPayload, <RecordTitle label="Аудитория" />);

import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { sectionName } from '../access';

interface RoleRecord {
  id: string;
  code: string;
  name: string;
  sections: string[];
}

/** Roles: the codes and the admin sections each grants (Admin only). */
export function RoleList() {
  return (
    <List pagination={false} exporter={false} perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField<RoleRecord>
          source="sections"
          sortable={false}
          render={(record) => (record.sections ?? []).map(sectionName).join(', ')}
        />
      </Datagrid>
    </List>
  );
}

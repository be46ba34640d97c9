import { Datagrid, FunctionField, List, SimpleList, TextField } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { sectionName } from '../access';

interface RoleRecord {
  id: string;
  code: string;
  name: string;
  sections: string[];
}

/** Roles: the codes and the admin sections each grants (Admin only). */
const sectionsOf = (record: RoleRecord) => (record.sections ?? []).map(sectionName).join(', ');

export function RoleList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List pagination={false} exporter={false} perPage={100} sort={{ field: 'id', order: 'ASC' }}>
      {small ? (
        <SimpleList<RoleRecord> primaryText={(record) => `${record.name} (${record.code})`} secondaryText={sectionsOf} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" sortable={false} />
          <TextField source="name" sortable={false} />
          <FunctionField<RoleRecord> source="sections" sortable={false} render={sectionsOf} />
        </Datagrid>
      )}
    </List>
  );
}

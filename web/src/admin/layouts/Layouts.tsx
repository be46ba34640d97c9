import type { ReactElement } from 'react';
import {
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  SimpleList,
  SaveButton,
  TabbedForm,
  Toolbar,
  TopToolbar,
  useDataProvider,
  useListContext,
  useRecordContext,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useHostContext } from '../../app/AreaContext';
import type { AreaCode } from '../../app/areas';
import type { CatalogDataProvider } from '../catalog/calls';
import { catalogKeys } from '../catalog/queryKeys';
import { CATALOG_ACTIONS } from '../catalog/shared/RecordHistory';
import { FieldInput } from '../content/FieldInput';
import { publicPageUrl } from '../content/publicUrl';
import type { FieldSpec } from '../content/schema';
import { areaLabel, PUBLIC_AREAS } from '../publicAreas';
import { AuditLogView } from '../users/AuditLog';
import { layoutAuditId, layoutBody, layoutChanges, menuSpec, useLayoutFields, type LayoutFields, type LayoutRecord } from './schema';
import { LAYOUTS_TITLE } from './titles';

/** Rows in the areas' own order (main first), whatever order the server sorted them in. */
function inAreaOrder(rows: readonly LayoutRecord[]): LayoutRecord[] {
  const place = (area: string) => (PUBLIC_AREAS as readonly string[]).indexOf(area);
  return [...rows].sort((a, b) => place(a.area) - place(b.area));
}

const menuCount = (r: LayoutRecord) => (Array.isArray(r.menu) ? r.menu.length : 0);
const columnCount = (r: LayoutRecord) => {
  const columns = r.footer?.['columns'];
  return Array.isArray(columns) ? columns.length : 0;
};

function LayoutRows() {
  const { data, isPending } = useListContext<LayoutRecord>();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const rows = inAreaOrder(data ?? []);
  if (small) {
    return (
      <SimpleList<LayoutRecord>
        data={rows}
        isPending={isPending}
        primaryText={(r) => areaLabel(r.area)}
        secondaryText={(r) => `Пунктов меню: ${menuCount(r)}, колонок подвала: ${columnCount(r)}`}
        linkType="edit"
      />
    );
  }
  return (
    <Datagrid data={rows} isPending={isPending} rowClick="edit" bulkActionButtons={false}>
      <FunctionField<LayoutRecord> label="Раздел сайта" sortable={false} render={(r) => areaLabel(r.area)} />
      <FunctionField<LayoutRecord> label="Пунктов меню" sortable={false} render={menuCount} />
      <FunctionField<LayoutRecord> label="Колонок подвала" sortable={false} render={columnCount} />
      <DateField source="updated_at" label="Изменены" sortable={false} showTime emptyText="—" />
    </Datagrid>
  );
}

/** The public areas, each with its menu, footer and settings (decision 0026). */
export function LayoutList() {
  return (
    <List title={LAYOUTS_TITLE} sort={{ field: 'area', order: 'ASC' }} perPage={25} pagination={false} exporter={false} actions={false}>
      <LayoutRows />
    </List>
  );
}

function LayoutTitle() {
  const record = useRecordContext<LayoutRecord>();
  return <span>{record ? `${LAYOUTS_TITLE}: ${areaLabel(record.area)}` : LAYOUTS_TITLE}</span>;
}

/** The area's home page, to see the menu and footer where visitors do. */
function LayoutActions() {
  const record = useRecordContext<LayoutRecord>();
  const host = useHostContext();
  return (
    <TopToolbar>
      {record && (
        <Button
          component="a"
          href={publicPageUrl(record.area as AreaCode, '/', host)}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
        >
          Открыть сайт
        </Button>
      )}
    </TopToolbar>
  );
}

/**
 * Short fields side by side (a section's title, icon and link; a link's text and address), each
 * list, text area and picture on a row of its own: a main menu of 29 links stays a few screens long.
 */
const PART_GRID = {
  width: '100%',
  '&, & .RaSimpleFormIterator-form': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    columnGap: 2,
    alignItems: 'start',
  },
  // The settings' addresses are long: three to a row at most.
  '&': { gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
  '& > .RaArrayInput-root, & .RaSimpleFormIterator-form > .RaArrayInput-root, & .RaSimpleFormIterator-form > :not(.ra-input), & .ra-input:has(textarea)':
    { gridColumn: '1 / -1' },
  // The links' help (what a link may be) once per list, on its first line; errors stay on every line.
  '& .RaSimpleFormIterator-line:not(:first-of-type) > .RaSimpleFormIterator-form > .ra-input-link > .MuiFormHelperText-root:not(.Mui-error)':
    { display: 'none' },
} as const;

/** The inputs of a part of the layout, drawn from its schema (or why they are not there yet). */
function PartInputs({
  fields,
  render,
}: {
  fields: ReturnType<typeof useLayoutFields>;
  render: (f: LayoutFields) => FieldSpec[];
}): ReactElement {
  if (fields.error) return <Typography role="alert">Не удалось загрузить поля: {fields.error.message}</Typography>;
  if (!fields.data) return <Typography role="status">Загружаем поля…</Typography>;
  const specs = render(fields.data);
  return (
    <Box sx={PART_GRID}>
      {specs.map((spec) => (
        <FieldInput key={spec.name} spec={spec} source={spec.name} />
      ))}
    </Box>
  );
}

/** The inputs of the object part `part` (footer, settings): each field under `part.`. */
const under = (part: 'footer' | 'settings') => (f: LayoutFields) => f[part].map((spec) => ({ ...spec, name: `${part}.${spec.name}` }));

/** The layout's history, each edit named by the schema's labels. */
function LayoutHistory({ fields }: { fields: LayoutFields | undefined }) {
  const record = useRecordContext<LayoutRecord>();
  const dataProvider = useDataProvider<CatalogDataProvider>();
  if (!record) return null;
  const id = layoutAuditId(record.area);
  return (
    <AuditLogView
      bare
      queryKey={[...catalogKeys.audit('area_layout', id), record.updated_at ?? '']}
      load={() => dataProvider.getAudit('area_layout', id)}
      enabled
      actions={CATALOG_ACTIONS}
      changes={(entry) => (fields ? layoutChanges(entry, fields) : [])}
    />
  );
}

/**
 * An area's menu, footer and settings: every input drawn from the server's layout schemas
 * (`/api/admin/content/layout-fields`), saved in one PUT; the server's 422 shows under each field.
 */
export function LayoutEdit({ id }: { id?: string }) {
  const fields = useLayoutFields();
  return (
    <Edit<LayoutRecord>
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      title={<LayoutTitle />}
      actions={<LayoutActions />}
      transform={(data: LayoutRecord) => layoutBody(data)}
    >
      {/* Areas are not created or deleted: their layouts are only saved. */}
      <TabbedForm
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="Меню">
          <PartInputs fields={fields} render={(f) => [menuSpec(f)]} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Подвал" path="footer">
          <PartInputs fields={fields} render={under('footer')} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Настройки" path="settings">
          <PartInputs fields={fields} render={under('settings')} />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="История" path="history">
          <LayoutHistory fields={fields.data} />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

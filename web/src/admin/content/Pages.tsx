import {
  Create,
  DateField,
  Edit,
  FunctionField,
  SelectField,
  SelectInput,
  SimpleForm,
  TabbedForm,
  TextField,
  TextInput,
  useRecordContext,
  maxLength,
  regex,
} from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CatalogList } from '../catalog/shared/CatalogList';
import { RecordHistory } from '../catalog/shared/RecordHistory';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { BlocksInput } from './BlocksInput';
import { PUBLIC_AREA_CHOICES } from '../publicAreas';
import { PAGE_STATUSES } from './schema';
import { previewPageUrl, publicPageUrl } from './publicUrl';
import { SeoInputs } from './SeoInputs';
import { useHostContext } from '../../app/AreaContext';
import type { AreaCode } from '../../app/areas';

interface PageRecord {
  id: number;
  area: AreaCode;
  path: string;
  title: string;
  status: string;
  updated_at: string;
}

const PATH = [
  REQUIRED,
  maxLength(200, 'Не должно превышать 200 символов'),
  regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){0,5}$/, 'Адрес: «/» или части из латинских букв, цифр и дефисов, каждая с / на конце'),
];

const FIELD_NAMES: Record<string, string> = {
  area: 'Раздел',
  path: 'Адрес',
  title: 'Заголовок',
  seo_title: 'SEO-заголовок',
  seo_description: 'SEO-описание',
  share_image: 'Картинка для соцсетей',
  status: 'Статус',
  blocks: 'Блоки',
};

export function PageList() {
  return (
    <CatalogList<PageRecord>
      searchPlaceholder="Заголовок или адрес"
      sort={{ field: 'path', order: 'ASC' }}
      narrow={{
        primary: (r) => r.title,
        secondary: (r) => `${r.area} ${r.path}`,
        tertiary: (r) => (r.status === 'published' ? 'Опубликована' : 'Черновик'),
      }}
    >
      <TextField source="title" label="Заголовок" />
      <SelectField source="area" label="Раздел" choices={PUBLIC_AREA_CHOICES} />
      <TextField source="path" label="Адрес" />
      <SelectField source="status" label="Статус" choices={PAGE_STATUSES} />
      <DateField source="updated_at" label="Изменена" showTime />
    </CatalogList>
  );
}

function PageFields() {
  return (
    <>
      <SelectInput source="area" label="Раздел сайта" choices={PUBLIC_AREA_CHOICES} validate={REQUIRED} />
      <TextInput source="path" label="Адрес" validate={PATH} helperText="Например, /o-nas/ или /keisy/novyy-keys/" />
      <TextInput source="title" label="Заголовок" validate={requiredText(160)} fullWidth />
      <SelectInput source="status" label="Статус" choices={PAGE_STATUSES} validate={REQUIRED} />
    </>
  );
}

function SeoFields() {
  return (
    <>
      <SeoInputs of="страницы" descriptionFallback="заголовок страницы" />
      <TextInput
        source="share_image"
        label="Картинка для соцсетей"
        validate={maxLength(500, 'Не должно превышать 500 символов')}
        fullWidth
        helperText="Путь от /storage/ или /img/"
      />
    </>
  );
}

/**
 * The page as visitors will see it, draft included, in a new tab (decision 0041: main's /content/
 * reads the saved page with the editor's session), and the published page's address on the site.
 */
function PageLinks() {
  const record = useRecordContext<PageRecord>();
  const host = useHostContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Button
        component="a"
        href={previewPageUrl(record.id, host)}
        target="_blank"
        rel="noopener"
        variant="outlined"
        size="small"
        startIcon={<VisibilityIcon />}
        title="Сохранённая версия страницы, как её увидят посетители"
      >
        Предпросмотр
      </Button>
      {record.status === 'published' && (
        <a href={publicPageUrl(record.area, record.path, host)} target="_blank" rel="noopener">
          Открыть на сайте
        </a>
      )}
    </Stack>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <TabbedForm warnWhenUnsavedChanges>
        <TabbedForm.Tab label="Страница">
          <PageLinks />
          <PageFields />
          <BlocksInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="SEO">
          <SeoFields />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="История">
          <FunctionField<PageRecord>
            render={(record) => <RecordHistory entity="content_page" id={record.id} fieldNames={FIELD_NAMES} version={record.updated_at} />}
          />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

export function PageCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ area: 'main', status: 'draft', blocks: [] }}>
        <PageFields />
        <SeoFields />
        <BlocksInput />
      </SimpleForm>
    </Create>
  );
}

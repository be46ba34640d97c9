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
import { CatalogList } from '../catalog/shared/CatalogList';
import { RecordHistory } from '../catalog/shared/RecordHistory';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { BlocksInput } from './BlocksInput';
import { PUBLIC_AREA_CHOICES } from '../publicAreas';
import { PAGE_STATUSES } from './schema';
import { publicPageUrl } from './publicUrl';
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

/** The published page's address on the site, to check an edit where visitors see it. */
function OpenOnSite() {
  const record = useRecordContext<PageRecord>();
  const host = useHostContext();
  if (!record || record.status !== 'published') return null;
  return (
    <a href={publicPageUrl(record.area, record.path, host)} target="_blank" rel="noopener">
      Открыть на сайте
    </a>
  );
}

export function PageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <TabbedForm warnWhenUnsavedChanges>
        <TabbedForm.Tab label="Страница">
          <OpenOnSite />
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

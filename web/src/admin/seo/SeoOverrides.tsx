import {
  BooleanInput,
  Create,
  DateField,
  FormDataConsumer,
  FunctionField,
  maxLength,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { SimpleEditScreen } from '../EditToolbar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useHostContext } from '../../app/AreaContext';
import type { AreaCode } from '../../app/areas';
import { CatalogList } from '../catalog/shared/CatalogList';
import { publicPageUrl } from '../content/publicUrl';
import { areaLabel, PUBLIC_AREA_CHOICES, PUBLIC_AREAS } from '../publicAreas';
import { SEO_LIMITS } from './labels';
import type { SeoOverrideRecord } from './types';

type SeoForm = Partial<Record<'area' | 'path' | 'title' | 'description' | 'share_image', string | null>>;

const longest = (max: number) => maxLength(max, `Не должно превышать ${max} символов`);

/** An address the server takes (docs/api.md: `/`, or slashed parts of a-z, 0-9 and inner `-`). */
const PAGE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;

const NOINDEX_CHIP = <Chip size="small" color="warning" variant="outlined" label="Не индексировать" />;

export function SeoList() {
  return (
    <CatalogList<SeoOverrideRecord>
      searchPlaceholder="Адрес или заголовок"
      sort={{ field: 'path', order: 'ASC' }}
      filters={[<SelectInput key="area" source="area" label="Раздел сайта" choices={PUBLIC_AREA_CHOICES} emptyText="Все" alwaysOn />]}
      narrow={{
        primary: (r) => r.path,
        secondary: (r) => [areaLabel(r.area), r.title].filter(Boolean).join(' · '),
        tertiary: (r) => (r.noindex ? 'Не индексировать' : ''),
      }}
    >
      <FunctionField<SeoOverrideRecord> source="area" label="Раздел сайта" render={(r) => areaLabel(r.area)} />
      <TextField source="path" label="Адрес" />
      <TextField source="title" label="Заголовок" emptyText="—" />
      <FunctionField<SeoOverrideRecord> label="Индексация" sortable={false} render={(r) => (r.noindex ? NOINDEX_CHIP : null)} />
      <DateField source="updated_at" label="Изменена" showTime />
    </CatalogList>
  );
}

/** A text input whose help counts the characters typed against the limit. */
function CountedInput({
  source,
  label,
  max,
  help,
  multiline,
}: {
  source: keyof SeoForm;
  label: string;
  max: number;
  help: string;
  multiline?: boolean;
}) {
  return (
    <FormDataConsumer<SeoForm>>
      {({ formData }) => (
        <TextInput
          source={source}
          label={label}
          validate={longest(max)}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
          helperText={`${help}: ${(formData[source] ?? '').length} из ${max}`}
        />
      )}
    </FormDataConsumer>
  );
}

/** The address being set on the site, to see what visitors and search engines get. */
function OpenPageLink() {
  const host = useHostContext();
  return (
    <FormDataConsumer<SeoForm>>
      {({ formData }) => {
        const { area, path } = formData;
        if (!area || !(PUBLIC_AREAS as readonly string[]).includes(area) || !path || !PAGE_PATH.test(path)) return null;
        return (
          <Link
            href={publicPageUrl(area as AreaCode, path, host)}
            target="_blank"
            rel="noopener"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
          >
            Открыть страницу
            <OpenInNewIcon fontSize="inherit" aria-hidden />
          </Link>
        );
      }}
    </FormDataConsumer>
  );
}

/**
 * The override's fields. Only the lengths are checked here; the address's shape, a taken address
 * and an override that sets nothing come back as the server's 422, each under its field.
 */
function SeoInputs() {
  return (
    <>
      <SelectInput source="area" label="Раздел сайта" choices={PUBLIC_AREA_CHOICES} />
      <TextInput
        source="path"
        label="Адрес"
        validate={longest(SEO_LIMITS.path)}
        fullWidth
        helperText="Адрес страницы как в браузере: /o-nas/ или /festivals/gorod-moskva/"
      />
      <OpenPageLink />
      <CountedInput source="title" label="Заголовок" max={SEO_LIMITS.title} help="Весь <title> страницы, как в выдаче поисковика" />
      <CountedInput
        source="description"
        label="Описание"
        max={SEO_LIMITS.description}
        help="Meta description: текст под заголовком в выдаче"
        multiline
      />
      <TextInput
        source="share_image"
        label="Картинка для соцсетей"
        validate={longest(SEO_LIMITS.share_image)}
        fullWidth
        helperText="Путь от /storage/ или /img/"
      />
      <BooleanInput source="noindex" label="Запретить индексацию" helperText="Поисковики не покажут страницу; её не будет в sitemap.xml" />
    </>
  );
}

const DELETE = { title: 'Удалить настройку SEO?', content: 'Страница снова получит свои заголовок и описание.' };

function SeoTitle() {
  const record = useRecordContext<SeoOverrideRecord>();
  return <>{record ? `SEO: ${areaLabel(record.area)}, ${record.path}` : 'SEO'}</>;
}

/** An override's editor; `id` for a test (react-admin's route gives it otherwise). */
export function SeoEdit({ id }: { id?: Identifier }) {
  return (
    <SimpleEditScreen id={id} title={<SeoTitle />} remove={DELETE}>
      <SeoInputs />
    </SimpleEditScreen>
  );
}

export function SeoCreate() {
  return (
    <Create redirect="list" title="Новая настройка SEO">
      <SimpleForm defaultValues={{ area: 'main', noindex: false }}>
        <SeoInputs />
      </SimpleForm>
    </Create>
  );
}

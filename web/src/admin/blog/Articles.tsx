import {
  Create,
  DateField,
  DateTimeInput,
  Edit,
  FunctionField,
  maxLength,
  regex,
  SelectInput,
  TabbedForm,
  TextArrayInput,
  TextField,
  TextInput,
  useRecordContext,
  type Identifier,
  type Validator,
} from 'react-admin';
import { useHostContext } from '../../app/AreaContext';
import { CatalogList } from '../catalog/shared/CatalogList';
import { RecordHistory } from '../catalog/shared/RecordHistory';
import { REQUIRED, requiredText } from '../catalog/shared/validators';
import { PUBLIC_AREA_CHOICES } from '../publicAreas';
import { ArticleStatusChip } from './ArticleStatusChip';
import { ArticleTypeInput } from './ArticleTypeInput';
import { SeoInputs } from '../content/SeoInputs';
import { BlogBlocksInput } from './BlogBlocksInput';
import { EditToolbar } from '../EditToolbar';
import { ARTICLE_STATUSES, articleStatusLabel } from './labels';
import { articlePublicUrl } from './publicUrl';
import type { AdminArticle } from './types';

const max = (n: number) => maxLength(n, `Не должно превышать ${n} символов`);

/** The server's rules (docs/api.md, "Blog"), checked before sending; the server checks again. */
const CODE = [REQUIRED, max(80), regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес статьи: латинские буквы, цифры и дефисы внутри')];
const COVER = [max(500), regex(/^\/(?:storage|img)\//, 'Картинка должна быть файлом платформы: путь от /storage/ или /img/')];
const MAX_TAGS = 10;
const MAX_TAG_CHARS = 40;

const TAGS: Validator = (value: unknown) => {
  if (!Array.isArray(value)) return undefined;
  if (value.length > MAX_TAGS) return `Не больше ${MAX_TAGS} меток`;
  const bad = value.some((tag) => typeof tag !== 'string' || tag.trim() === '' || tag.length > MAX_TAG_CHARS || /["%_\\'<>&]/.test(tag));
  return bad ? `Метка: слова до ${MAX_TAG_CHARS} символов, без кавычек и знаков % _` : undefined;
};

/**
 * The date input's local `YYYY-MM-DDTHH:MM` as the server takes it (UTC, `YYYY-MM-DDTHH:MM:SSZ`);
 * empty is null: the server then sets the time of the first publishing.
 */
export function toServerTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  return `${time.toISOString().slice(0, 19)}Z`;
}

/** The Russian names of the fields in the history's lines. */
const FIELD_NAMES: Record<string, string> = {
  code: 'Адрес',
  type: 'Раздел блога',
  type_name: 'Раздел блога',
  area: 'Для читателей',
  title: 'Заголовок',
  lead: 'Анонс',
  cover: 'Обложка',
  author: 'Автор',
  tags: 'Метки',
  blocks: 'Текст',
  status: 'Статус',
  seo_title: 'SEO-заголовок',
  seo_description: 'SEO-описание',
  published_at: 'Дата публикации',
};

export function ArticleList() {
  return (
    <CatalogList<AdminArticle>
      searchPlaceholder="Заголовок или адрес"
      sort={{ field: 'updated_at', order: 'DESC' }}
      filters={[
        <ArticleTypeInput key="type" source="type" label="Раздел блога" alwaysOn />,
        <SelectInput key="status" source="status" label="Статус" choices={ARTICLE_STATUSES} alwaysOn />,
      ]}
      narrow={{
        primary: (r) => r.title,
        secondary: (r) => `${r.type_name} · /${r.type}/${r.code}/`,
        tertiary: (r) => articleStatusLabel(r.status),
      }}
    >
      <TextField source="title" label="Заголовок" />
      <TextField source="type_name" label="Раздел" sortable={false} />
      <FunctionField<AdminArticle>
        source="status"
        label="Статус"
        sortable={false}
        render={(r) => <ArticleStatusChip status={r.status} />}
      />
      <DateField source="published_at" label="Опубликована" emptyText="—" />
      <DateField source="updated_at" label="Изменена" showTime />
    </CatalogList>
  );
}

function ArticleFields() {
  return (
    <>
      <TextInput
        source="code"
        label="Адрес (код)"
        validate={CODE}
        fullWidth
        helperText="Последняя часть адреса /blog/{раздел}/{код}/: строчные латинские буквы, цифры и дефисы между ними, до 80 символов, например itogi-sezona-2026. Один на весь блог"
      />
      <ArticleTypeInput source="type" label="Раздел блога" validate={REQUIRED} />
      <SelectInput
        source="area"
        label="Для читателей раздела сайта"
        choices={PUBLIC_AREA_CHOICES}
        validate={REQUIRED}
        helperText="В чью RSS-ленту попадёт статья; читают её всегда на основном сайте"
      />
      <TextInput source="title" label="Заголовок" validate={requiredText(200)} fullWidth />
      <TextInput
        source="lead"
        label="Анонс"
        validate={max(400)}
        multiline
        minRows={2}
        fullWidth
        helperText="Коротко о статье: в списках и в описании для поисковиков"
      />
      <TextInput source="cover" label="Обложка" validate={COVER} fullWidth helperText="Путь к файлу платформы: /storage/… или /img/…" />
      <TextInput source="author" label="Автор" validate={max(120)} />
      <TextArrayInput source="tags" label="Метки" validate={TAGS} fullWidth helperText="До 10 меток по 40 символов, Enter добавляет" />
      <SelectInput source="status" label="Статус" choices={ARTICLE_STATUSES} validate={REQUIRED} />
      <DateTimeInput source="published_at" label="Дата публикации" parse={toServerTime} helperText="Пусто — время первой публикации" />
    </>
  );
}

/** The published article where visitors read it, to check an edit there. */
function OpenOnSite() {
  const record = useRecordContext<AdminArticle>();
  const host = useHostContext();
  if (!record || record.status !== 'published') return null;
  return (
    <a href={articlePublicUrl(record.type, record.code, host)} target="_blank" rel="noopener">
      Открыть на сайте
    </a>
  );
}

const DELETE = { title: 'Удалить статью?', content: 'Статья пропадёт с сайта и из лент, её адрес будет отвечать «Страница не найдена».' };

function ArticleTitle() {
  const record = useRecordContext<AdminArticle>();
  return <>{record ? `Статья «${record.title}»` : 'Статья'}</>;
}

/** The article's editor; `id` for a test (react-admin's route gives it otherwise). */
export function ArticleEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={false} title={<ArticleTitle />}>
      <TabbedForm warnWhenUnsavedChanges toolbar={<EditToolbar remove={DELETE} needs="blocks" />}>
        <TabbedForm.Tab label="Статья">
          <OpenOnSite />
          <ArticleFields />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Текст">
          <BlogBlocksInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="SEO">
          <SeoInputs of="статьи" descriptionFallback="анонс статьи" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="История">
          <FunctionField<AdminArticle>
            render={(record) => <RecordHistory entity="article" id={record.id} fieldNames={FIELD_NAMES} version={record.updated_at} />}
          />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

export function ArticleCreate() {
  return (
    <Create redirect="edit" title="Новая статья">
      <TabbedForm defaultValues={{ area: 'main', status: 'draft', tags: [], blocks: [] }}>
        <TabbedForm.Tab label="Статья">
          <ArticleFields />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Текст">
          <BlogBlocksInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="SEO">
          <SeoInputs of="статьи" descriptionFallback="анонс статьи" />
        </TabbedForm.Tab>
      </TabbedForm>
    </Create>
  );
}

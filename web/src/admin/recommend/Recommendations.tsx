import {
  AutocompleteInput,
  Create,
  DateField,
  FormDataConsumer,
  FunctionField,
  maxLength,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useInput,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { SimpleEditScreen } from '../EditToolbar';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useAdminAccess } from '../AccessContext';
import { CatalogList } from '../catalog/shared/CatalogList';
import { REQUIRED } from '../catalog/shared/validators';
import { areaLabel, PUBLIC_AREA_CHOICES } from '../publicAreas';
import { KIND_LABELS, NOTE_MAX, POSITION_MAX, RECOMMEND_TITLE } from './labels';
import type { RecommendationRecord } from './types';

type Kind = RecommendationRecord['kind'];
type PickForm = Partial<Pick<RecommendationRecord, 'area' | 'kind' | 'note'>>;

const KIND_CHOICES = (Object.entries(KIND_LABELS) as [Kind, string][]).map(([id, name]) => ({ id, name }));
const NOTE = maxLength(NOTE_MAX, `Не должно превышать ${NOTE_MAX} символов`);
const POSITION_MESSAGE = `Должно быть целым числом от 0 до ${POSITION_MAX}`;
const POSITION = [minValue(0, POSITION_MESSAGE), maxValue(POSITION_MAX, POSITION_MESSAGE)];
const byQuery = (q: string) => ({ q });

/** What the list and the form call the picked item: its title, or a note that it is gone. */
export function itemTitle(record: RecommendationRecord): string {
  return record.item_title ?? `${KIND_LABELS[record.kind]} № ${record.item_id} удалено`;
}

const SHOWN = <Chip size="small" color="success" variant="outlined" label="Показывается" />;
const HIDDEN = <Chip size="small" variant="outlined" label="Скрыта" />;

export function RecommendationList() {
  return (
    <CatalogList<RecommendationRecord>
      searchPlaceholder="Название или подпись"
      sort={{ field: 'position', order: 'ASC' }}
      filters={[
        <SelectInput key="area" source="area" label="Раздел сайта" choices={PUBLIC_AREA_CHOICES} emptyText="Все" alwaysOn />,
        <SelectInput key="kind" source="kind" label="Что" choices={KIND_CHOICES} emptyText="Всё" alwaysOn />,
      ]}
      narrow={{
        primary: (r) => itemTitle(r),
        secondary: (r) => [areaLabel(r.area), KIND_LABELS[r.kind], `место ${r.position}`].join(' · '),
        tertiary: (r) => (r.visible ? (r.note ?? '') : 'Скрыта: не опубликовано или уже прошло'),
      }}
    >
      <FunctionField<RecommendationRecord> source="area" label="Раздел сайта" render={(r) => areaLabel(r.area)} />
      <NumberField source="position" label="Место" />
      <FunctionField<RecommendationRecord> source="kind" label="Что" render={(r) => KIND_LABELS[r.kind]} />
      <FunctionField<RecommendationRecord> source="item_title" label="Название" render={itemTitle} />
      <FunctionField<RecommendationRecord> source="note" label="Подпись на карточке" sortable={false} render={(r) => r.note ?? '—'} />
      <FunctionField<RecommendationRecord> label="На сайте" sortable={false} render={(r) => (r.visible ? SHOWN : HIDDEN)} />
      <DateField source="updated_at" label="Изменена" showTime locales="ru-RU" />
    </CatalogList>
  );
}

/** The kind; choosing another clears the item, which names a record of the other kind. */
function KindInput({ articles }: { articles: boolean }) {
  const { field: item } = useInput({ source: 'item_id' });
  const choices = KIND_CHOICES.map((choice) => ({ ...choice, disabled: choice.id === 'article' && !articles }));
  return (
    <SelectInput
      source="kind"
      label="Что рекомендуем"
      choices={choices}
      validate={REQUIRED}
      onChange={() => item.onChange(null)}
      helperText={articles ? false : 'Статьи выбирает тот, у кого есть доступ к блогу'}
    />
  );
}

function eventOption(record: RaRecord): string {
  const start = typeof record['date_start'] === 'string' ? record['date_start'] : '';
  const when = start ? ` — ${start.split('-').reverse().join('.')}` : '';
  return `${String(record['name'] ?? '')}${when}${record['published'] ? '' : ' (не опубликовано)'}`;
}

/** The festival or the article, found by its name as one types. */
function ItemInput({ kind, articles }: { kind: Kind | undefined; articles: boolean }) {
  const record = useRecordContext<RecommendationRecord>();
  if (kind === 'event') {
    return (
      <ReferenceInput source="item_id" reference="events" sort={{ field: 'date_start', order: 'DESC' }}>
        <AutocompleteInput
          label="Мероприятие"
          optionText={eventOption}
          filterToQuery={byQuery}
          validate={REQUIRED}
          fullWidth
          helperText="Начните вводить название фестиваля или конкурса"
        />
      </ReferenceInput>
    );
  }
  if (kind === 'article' && articles) {
    return (
      <ReferenceInput source="item_id" reference="articles" sort={{ field: 'published_at', order: 'DESC' }}>
        <AutocompleteInput
          label="Статья"
          optionText="title"
          filterToQuery={byQuery}
          validate={REQUIRED}
          fullWidth
          helperText="Статья этого раздела сайта или основного; черновик появится на сайте, когда его опубликуют"
        />
      </ReferenceInput>
    );
  }
  if (kind === 'article') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {record?.kind === 'article' ? `Статья: ${itemTitle(record)}. ` : ''}
        Выбрать статью может тот, у кого есть доступ к блогу.
      </Alert>
    );
  }
  return null;
}

/** A text input whose help counts the characters typed against the limit. */
function NoteInput() {
  return (
    <FormDataConsumer<PickForm>>
      {({ formData }) => (
        <TextInput
          source="note"
          label="Подпись на карточке"
          validate={NOTE}
          fullWidth
          helperText={`Коротко, например «Выбор редакции» или «Осталось мало мест»: ${(formData.note ?? '').length} из ${NOTE_MAX}`}
        />
      )}
    </FormDataConsumer>
  );
}

/** The pick's fields; what only the server knows (an item of another area, a repeat) comes back as its 422. */
function PickInputs() {
  const articles = useAdminAccess().sections.includes('blogs');
  return (
    <>
      <SelectInput source="area" label="Раздел сайта" choices={PUBLIC_AREA_CHOICES} validate={REQUIRED} />
      <KindInput articles={articles} />
      <FormDataConsumer<PickForm>>{({ formData }) => <ItemInput kind={formData.kind} articles={articles} />}</FormDataConsumer>
      <NumberInput
        source="position"
        label="Место в списке"
        validate={POSITION}
        step={1}
        helperText="Меньше — раньше; пустое — в конец списка"
      />
      <NoteInput />
    </>
  );
}

const DELETE = {
  title: 'Убрать из рекомендаций?',
  content: 'Карточка пропадёт из блоков «Рекомендуем» этого раздела сайта. Само мероприятие или статья останутся.',
};

function PickTitle() {
  const record = useRecordContext<RecommendationRecord>();
  return <>{record ? `${RECOMMEND_TITLE}: ${itemTitle(record)}` : RECOMMEND_TITLE}</>;
}

/** A pick's editor; `id` for a test (react-admin's route gives it otherwise). */
export function RecommendationEdit({ id }: { id?: Identifier }) {
  return (
    <SimpleEditScreen id={id} title={<PickTitle />} remove={DELETE}>
      <PickInputs />
    </SimpleEditScreen>
  );
}

export function RecommendationCreate() {
  return (
    <Create redirect="list" title="Новая рекомендация">
      <SimpleForm defaultValues={{ area: 'main', kind: 'event' }}>
        <PickInputs />
      </SimpleForm>
    </Create>
  );
}

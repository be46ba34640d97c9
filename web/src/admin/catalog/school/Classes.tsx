import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../shared/format';
import { CatalogList } from '../shared/CatalogList';
import { InlineRecords } from '../shared/InlineRecords';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';
import { agesText, compareLessons, LEVELS, lessonWhen, levelName, type Lesson } from './labels';
import { classPayload } from './payload';
import { Group, LessonFields, notBefore, RecordTitle, ROW, SchoolSelect, TeachersPick, wholeIn, wholeProps } from './SchoolInputs';
import { PUBLISHED_CHOICES, SORT_HINT, SORT_RANGE } from './Schools';

/** A class as `GET /api/admin/bravo-classes` answers it. */
export interface AdminClass {
  id: number;
  code: string;
  school_id: number;
  name: string;
  summary: string;
  description: string;
  age_min: number;
  age_max: number;
  level: string;
  group_size: number;
  price_month: number;
  price_visit: number;
  price_individual: number;
  published: boolean;
  sort: number;
  teacher_ids: number[];
}

const AGE = [REQUIRED, wholeIn(1, 99)];
const AGE_MAX = [...AGE, notBefore('age_min', 'Не может быть меньше возраста «от»')];
const PRICE = [REQUIRED, wholeIn(0, 1000000)];

const filters = [
  <ReferenceInput
    key="school_id"
    source="school_id"
    reference="bravo-schools"
    sort={{ field: 'sort', order: 'ASC' }}
    perPage={100}
    alwaysOn
  >
    <SelectInput optionText="name" emptyText="Все школы" helperText={false} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="level" source="level" choices={LEVELS} emptyText="Любой" helperText={false} />,
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" helperText={false} />,
];

export function ClassList() {
  return (
    <CatalogList<AdminClass>
      narrow={{
        primary: (c) => c.name,
        secondary: (c) => `${agesText(c.age_min, c.age_max)} · ${levelName(c.level)} · ${formatPrice(c.price_month)} в месяц`,
        tertiary: (c) => (c.published ? '' : 'Скрыто'),
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'school_id', order: 'ASC' }}
    >
      <TextField source="name" />
      <ReferenceField source="school_id" reference="bravo-schools" link={false} />
      <FunctionField<AdminClass>
        label="Возраст"
        sortBy="age_min"
        render={(c) => agesText(c.age_min, c.age_max)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <SelectField source="level" choices={LEVELS} />
      <NumberField source="group_size" />
      <FunctionField<AdminClass>
        source="price_month"
        render={(c) => formatPrice(c.price_month)}
        sx={{ whiteSpace: 'nowrap' }}
        textAlign="right"
      />
      <BooleanField source="published" />
    </CatalogList>
  );
}

/** Every editable field of a class (docs/api.md), grouped as a manager thinks of them. */
function ClassInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 360 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы в школе; свой в каждой школе" />
        </Stack>
        <Stack {...ROW}>
          <SchoolSelect required />
          <SelectInput source="level" choices={LEVELS} validate={REQUIRED} sx={{ minWidth: 200 }} />
        </Stack>
      </Group>
      <Group title="Возраст и группа">
        <Stack {...ROW}>
          <NumberInput source="age_min" {...wholeProps(1, 99)} validate={AGE} helperText="Лет, от 1 до 99" />
          <NumberInput source="age_max" {...wholeProps(1, 99)} validate={AGE_MAX} helperText="Не меньше «от»" />
          <NumberInput
            source="group_size"
            {...wholeProps(1, 100)}
            validate={[REQUIRED, wholeIn(1, 100)]}
            helperText="Сколько детей в группе"
          />
        </Stack>
      </Group>
      <Group title="Цены, ₽">
        <Stack {...ROW}>
          <NumberInput source="price_month" {...wholeProps(0, 1000000)} validate={PRICE} />
          <NumberInput source="price_visit" {...wholeProps(0, 1000000)} validate={PRICE} />
          <NumberInput
            source="price_individual"
            {...wholeProps(0, 1000000)}
            validate={PRICE}
            helperText="В будни с 11:00 до 14:00 — на 20 % дешевле"
          />
        </Stack>
      </Group>
      <Group title="Описание">
        <TextInput source="summary" validate={requiredText(300)} fullWidth helperText="Одна строка на карточке занятия" />
        <TextInput source="description" validate={requiredText(5000)} multiline minRows={4} fullWidth />
      </Group>
      <Group title="Педагоги">
        <TeachersPick />
      </Group>
      <Group title="Публикация">
        <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
          <BooleanInput source="published" helperText="Занятие видно на сайте, если видна его школа" />
          <NumberInput source="sort" step={1} min={0} validate={SORT_RANGE} helperText={SORT_HINT} sx={{ maxWidth: 240 }} />
        </Stack>
      </Group>
    </>
  );
}

/** The class's weekly lessons, added and changed in a dialog beside the class's own form. */
function ClassSchedule() {
  const record = useRecordContext<AdminClass>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="class-schedule" sx={{ px: { xs: 1, md: 2 }, pb: 2, maxWidth: 960 }}>
      <Typography id="class-schedule" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        Расписание
      </Typography>
      <InlineRecords<Lesson>
        resource="bravo-slots"
        parentField="class_id"
        parentId={record.id}
        describe={lessonWhen}
        order={compareLessons}
        defaults={{ weekday: 1 }}
        columns={[
          { label: 'Когда', render: lessonWhen },
          {
            label: 'Аудитория',
            render: (lesson) =>
              lesson.room_id === null ? '—' : <ReferenceField record={lesson} source="room_id" reference="bravo-rooms" link={false} />,
          },
        ]}
        inputs={<LessonFields />}
        texts={{
          add: 'Добавить урок',
          edit: 'Урок',
          empty: 'В расписании пока нет уроков.',
          deleted: 'Урок удалён',
          deleteTitle: 'Удалить урок из расписания?',
        }}
      />
    </Box>
  );
}

/**
 * Pessimistic, so a 422 shows under its fields and a refused delete (409) is a notification. The
 * route gives the record's id; `id` shows one without a route.
 */
export function ClassEdit({ id }: { id?: Identifier }) {
  return (
    <Edit id={id} mutationMode="pessimistic" redirect="list" transform={classPayload} title={<RecordTitle label="Занятие" />}>
      <SimpleForm warnWhenUnsavedChanges>
        <ClassInputs />
      </SimpleForm>
      <ClassSchedule />
    </Edit>
  );
}

/** After creating, the edit page opens: the schedule is added there. */
export function ClassCreate() {
  return (
    <Create redirect="edit" transform={classPayload}>
      <SimpleForm defaultValues={{ level: 'beginner', published: false, sort: 0, teacher_ids: [] }}>
        <ClassInputs />
        <Typography variant="body2" color="text.secondary">
          Уроки в расписание добавляются после сохранения занятия.
        </Typography>
      </SimpleForm>
    </Create>
  );
}

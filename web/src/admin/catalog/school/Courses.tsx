import {
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  FunctionField,
  NumberInput,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import { formatPrice } from '../../../shared/format';
import { CatalogList } from '../shared/CatalogList';
import { catalogForms } from '../shared/CatalogForms';
import { REQUIRED, requiredText, SLUG } from '../shared/validators';
import { agesText, COURSE_KINDS, courseKindName } from './labels';
import { coursePayload } from './payload';
import { Group, notBefore, RecordTitle, ROW, SchoolSelect, TeachersPick, wholeIn, wholeProps } from './SchoolInputs';
import { PUBLISHED_CHOICES, SORT_HINT, SORT_RANGE } from './Schools';

/** A course as `GET /api/admin/bravo-courses` answers it. */
export interface AdminCourse {
  id: number;
  code: string;
  school_id: number | null;
  name: string;
  kind: string;
  summary: string;
  description: string;
  age_min: number;
  age_max: number;
  starts_on: string;
  ends_on: string;
  schedule: string;
  price: number;
  price_note: string;
  published: boolean;
  sort: number;
  teacher_ids: number[];
}

const AGE = [REQUIRED, wholeIn(1, 99)];
const DAY = { locales: 'ru-RU' } as const;

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
  <SelectInput key="kind" source="kind" choices={COURSE_KINDS} emptyText="Любой" helperText={false} alwaysOn />,
  <SelectInput key="published" source="published" label="Публикация" choices={PUBLISHED_CHOICES} emptyText="Все" helperText={false} />,
];

export function CourseList() {
  return (
    <CatalogList<AdminCourse>
      narrow={{
        primary: (course) => course.name,
        secondary: (course) =>
          `${courseKindName(course.kind)} · ${course.starts_on} — ${course.ends_on} · ${formatPrice(course.price)} ${course.price_note}`,
        tertiary: (course) => (course.published ? '' : 'Скрыт'),
      }}
      searchPlaceholder="Название или код"
      filters={filters}
      sort={{ field: 'starts_on', order: 'ASC' }}
    >
      <TextField source="name" />
      <SelectField source="kind" choices={COURSE_KINDS} />
      <DateField source="starts_on" {...DAY} />
      <DateField source="ends_on" {...DAY} />
      <FunctionField<AdminCourse>
        label="Возраст"
        sortBy="age_min"
        render={(c) => agesText(c.age_min, c.age_max)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FunctionField<AdminCourse>
        source="price"
        render={(c) => `${formatPrice(c.price)} ${c.price_note}`}
        sx={{ whiteSpace: 'nowrap' }}
        textAlign="right"
      />
      <BooleanField source="published" />
    </CatalogList>
  );
}

function CourseInputs() {
  return (
    <>
      <Group title="Основное">
        <Stack {...ROW}>
          <TextInput source="name" validate={requiredText(200)} sx={{ minWidth: { md: 360 } }} />
          <TextInput source="code" validate={SLUG} helperText="Адрес страницы: /kursy/код/" />
        </Stack>
        <Stack {...ROW}>
          <SelectInput source="kind" choices={COURSE_KINDS} validate={REQUIRED} sx={{ minWidth: 200 }} />
          <SchoolSelect emptyText="Вся студия" helperText="Пусто — курс всей студии" />
        </Stack>
      </Group>
      <Group title="Даты и расписание">
        <Stack {...ROW}>
          <DateInput source="starts_on" validate={REQUIRED} />
          <DateInput
            source="ends_on"
            validate={[REQUIRED, notBefore('starts_on', 'Дата окончания не может быть раньше даты начала')]}
            helperText="Курс уходит с сайта на следующий день"
          />
        </Stack>
        <TextInput
          source="schedule"
          validate={requiredText(300)}
          fullWidth
          helperText="Словами: «вторник и четверг, 16:00-17:30»"
          sx={{ maxWidth: 720 }}
        />
      </Group>
      <Group title="Возраст и цена">
        <Stack {...ROW}>
          <NumberInput source="age_min" {...wholeProps(1, 99)} validate={AGE} />
          <NumberInput
            source="age_max"
            {...wholeProps(1, 99)}
            validate={[...AGE, notBefore('age_min', 'Не может быть меньше возраста «от»')]}
          />
        </Stack>
        <Stack {...ROW}>
          <NumberInput source="price" {...wholeProps(0, 1000000)} validate={[REQUIRED, wholeIn(0, 1000000)]} />
          <TextInput source="price_note" validate={requiredText(100)} helperText="Например, «в месяц» или «за курс»" />
        </Stack>
      </Group>
      <Group title="Описание">
        <TextInput source="summary" validate={requiredText(300)} fullWidth helperText="Одна строка на карточке курса" />
        <TextInput source="description" validate={requiredText(5000)} multiline minRows={4} fullWidth />
      </Group>
      <Group title="Педагоги">
        <TeachersPick />
      </Group>
      <Group title="Публикация">
        <Stack {...ROW} sx={{ ...ROW.sx, alignItems: { md: 'center' } }}>
          <BooleanInput source="published" helperText="Курс виден на сайте до даты окончания" />
          <NumberInput source="sort" step={1} min={0} validate={SORT_RANGE} helperText={SORT_HINT} sx={{ maxWidth: 240 }} />
        </Stack>
      </Group>
    </>
  );
}

export const { Edit: CourseEdit, Create: CourseCreate } = catalogForms(
  CourseInputs,
  { kind: 'intensive', published: false, sort: 0, teacher_ids: [] },
  coursePayload,
  <RecordTitle label="Курс" />,
);

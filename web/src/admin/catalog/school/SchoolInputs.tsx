import { useMemo, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  useGetList,
  useRecordContext,
  type RaRecord,
  type Validator,
} from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUIRED } from '../shared/validators';
import { ClockInput } from './ClockInput';
import { WEEKDAYS } from './labels';

const byQuery = (q: string) => ({ q });

/** A row of inputs on a wide screen, a column on a phone. */
export const ROW = { direction: { xs: 'column', md: 'row' }, sx: { gap: { md: 2 } } } as const;

/** A titled group of a form's inputs, as a manager thinks of them. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 960, mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Cut with an ellipsis: a long name must not widen the app bar (and the page) on a phone. */
const TITLE_STYLE = {
  display: 'block',
  maxWidth: 'calc(100vw - 140px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** An edit page's title: «Занятие «Хип-хоп»», the record named by `name` (its `name` field by default). */
export function RecordTitle({ label, name }: { label: string; name?: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const text = record ? (name ? name(record) : String(record['name'] ?? '')) : '';
  return <span style={TITLE_STYLE}>{text ? `${label} «${text}»` : label}</span>;
}

/** A whole number from lowest to highest, in the server's words (docs/api.md). */
export function wholeIn(lowest: number, highest: number): Validator {
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n)) return 'Должно быть целым числом';
    return n < lowest || n > highest ? `Должно быть от ${lowest} до ${highest}` : undefined;
  };
}

/** The number input props of a whole number in a range (the browser's arrows keep to it). */
export function wholeProps(lowest: number, highest: number) {
  return { step: 1, min: lowest, max: highest };
}

/** `later` may not be before `earlier` (ages, dates); strict: not equal either (a lesson's end). */
export function notBefore(earlier: string, message: string, strict = false): Validator {
  return (value: unknown, values: Record<string, unknown>) => {
    const first = values[earlier];
    if (value === null || value === undefined || value === '' || first === null || first === undefined || first === '') return undefined;
    const [a, b] = typeof value === 'number' && typeof first === 'number' ? [first, value] : [String(first), String(value)];
    return a > b || (strict && a === b) ? message : undefined;
  };
}

/** The school's names by id (a handful of rows), for labels of classes that share a name. */
export function useSchoolNames(): Map<number, string> {
  const { data } = useGetList<{ id: number; name: string }>('bravo-schools', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sort', order: 'ASC' },
  });
  return useMemo(() => new Map((data ?? []).map((school) => [school.id, school.name])), [data]);
}

interface ClassRecord {
  id: number;
  name: string;
  school_id: number;
}

/** «Любительская группа — Школа танцев»: two schools have a class of the same name. */
export function classLabel(record: ClassRecord | undefined, schools: Map<number, string>): string {
  if (!record) return '';
  const school = schools.get(record.school_id);
  return school ? `${record.name} — ${school}` : record.name;
}

/** The class of the record in context, with its school (inside a ReferenceField). */
export function ClassName() {
  const record = useRecordContext<ClassRecord>();
  const schools = useSchoolNames();
  return <span>{classLabel(record, schools)}</span>;
}

/** A school picked from the list (there are a handful). */
export function SchoolSelect({ required = false, emptyText, helperText }: { required?: boolean; emptyText?: string; helperText?: string }) {
  return (
    <ReferenceInput source="school_id" reference="bravo-schools" sort={{ field: 'sort', order: 'ASC' }} perPage={100}>
      <SelectInput
        optionText="name"
        validate={required ? REQUIRED : undefined}
        emptyText={emptyText}
        helperText={helperText}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/**
 * A class picked by its name (searched), shown with its school; `filter`: a list's filter (not
 * required; `alwaysOn` and `source` are read by the list's filter form).
 */
export function ClassPick({ source = 'class_id', filter = false }: { source?: string; filter?: boolean; alwaysOn?: boolean }) {
  const schools = useSchoolNames();
  return (
    <ReferenceInput source={source} reference="bravo-classes" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput
        optionText={(record: ClassRecord) => classLabel(record, schools)}
        filterToQuery={byQuery}
        validate={filter ? undefined : REQUIRED}
        helperText={filter ? false : undefined}
        sx={{ minWidth: 320, maxWidth: 600 }}
        fullWidth={!filter}
      />
    </ReferenceInput>
  );
}

/** The teachers of a class or course, picked by name. */
export function TeachersPick() {
  return (
    <ReferenceArrayInput source="teacher_ids" reference="bravo-teachers" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
      <AutocompleteArrayInput optionText="name" filterToQuery={byQuery} helperText="Начните вводить имя" sx={{ maxWidth: 600 }} fullWidth />
    </ReferenceArrayInput>
  );
}

const END_AFTER_START = notBefore('start', 'Урок должен заканчиваться позже, чем начинается', true);

/** A lesson's day, time and room (its class is chosen by the caller or given by the page). */
export function LessonFields() {
  return (
    <>
      <SelectInput source="weekday" choices={WEEKDAYS} validate={REQUIRED} sx={{ width: { xs: '100%', md: 336 } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <ClockInput source="start" helperText="Например, 17:30" />
        <ClockInput source="end" validate={[END_AFTER_START]} helperText="Позже начала" />
      </Stack>
      <ReferenceInput source="room_id" reference="bravo-rooms" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="name" emptyText="Не указана" helperText="Где проходит урок" sx={{ width: { xs: '100%', md: 336 } }} />
      </ReferenceInput>
    </>
  );
}

import {
  CreateButton,
  LinkBase,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useGetList,
  useListContext,
  useCreatePath,
} from 'react-admin';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MuiList from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { CatalogCreate, CatalogEdit } from '../shared/CatalogForms';
import { compareLessons, lessonWhen, WEEKDAYS, weekdayName, type Lesson } from './labels';
import { lessonPayload } from './payload';
import { ClassPick, classLabel, LessonFields, RecordTitle, useSchoolNames } from './SchoolInputs';

const filters = [
  <ClassPick key="class_id" source="class_id" filter alwaysOn />,
  <SelectInput key="weekday" source="weekday" choices={WEEKDAYS} emptyText="Все дни" helperText={false} alwaysOn />,
  <ReferenceInput key="room_id" source="room_id" reference="bravo-rooms" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
    <SelectInput optionText="name" emptyText="Все аудитории" helperText={false} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
];

/** Names by id of a small resource (classes, rooms): the week's lines name them. */
function useNames<T extends { id: number }>(resource: string, label: (record: T) => string): Map<number, string> {
  const { data } = useGetList<T>(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } });
  return new Map((data ?? []).map((record) => [record.id, label(record)]));
}

/**
 * The lessons the filters keep as a week: a heading per day, each lesson a line «17:00–18:30 ·
 * class — school · room» opening its form. The same on a phone and on a desktop.
 */
function Week() {
  const { data, isPending } = useListContext<Lesson>();
  const createPath = useCreatePath();
  const schools = useSchoolNames();
  const classes = useNames<{ id: number; name: string; school_id: number }>('bravo-classes', (c) => classLabel(c, schools));
  const rooms = useNames<{ id: number; name: string }>('bravo-rooms', (room) => room.name);
  if (isPending) return <Typography sx={{ p: 2 }}>Загрузка…</Typography>;
  const lessons = [...(data ?? [])].sort(compareLessons);
  if (lessons.length === 0) return <Typography sx={{ p: 2 }}>Уроков нет. Измените фильтры или добавьте урок.</Typography>;
  const days = WEEKDAYS.filter((day) => lessons.some((lesson) => lesson.weekday === day.id));
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 2 }}>
      {days.map((day) => (
        <Box component="section" key={day.id} aria-labelledby={`weekday-${day.id}`} sx={{ mt: 2 }}>
          <Typography id={`weekday-${day.id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {weekdayName(day.id)}
          </Typography>
          <MuiList dense disablePadding>
            {lessons
              .filter((lesson) => lesson.weekday === day.id)
              .map((lesson) => (
                <ListItemButton
                  key={lesson.id}
                  component={LinkBase}
                  to={createPath({ resource: 'bravo-slots', type: 'edit', id: lesson.id })}
                  sx={{ borderRadius: 1, alignItems: 'baseline', gap: { xs: 1.5, md: 2 }, px: { xs: 1, md: 2 } }}
                >
                  <Typography
                    component="span"
                    sx={{ width: 104, flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
                  >
                    {lesson.start}–{lesson.end}
                  </Typography>
                  <ListItemText
                    primary={classes.get(lesson.class_id) ?? `Занятие № ${lesson.class_id}`}
                    secondary={lesson.room_id === null ? 'Аудитория не указана' : (rooms.get(lesson.room_id) ?? '')}
                  />
                </ListItemButton>
              ))}
          </MuiList>
        </Box>
      ))}
    </Box>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Добавить урок" />
    </TopToolbar>
  );
}

/** The school's week: every lesson of every class, filtered by class, day or room. */
export function LessonList() {
  return (
    <List filters={filters} sort={{ field: 'weekday', order: 'ASC' }} perPage={500} pagination={false} actions={<Actions />}>
      <Week />
    </List>
  );
}

function LessonInputs() {
  return (
    <>
      <ClassPick />
      <LessonFields />
    </>
  );
}

export function LessonEdit() {
  return (
    <CatalogEdit transform={lessonPayload} title={<RecordTitle label="Урок" name={(r) => lessonWhen(r as unknown as Lesson)} />}>
      <LessonInputs />
    </CatalogEdit>
  );
}

export function LessonCreate() {
  return (
    <CatalogCreate defaults={{ weekday: 1 }} transform={lessonPayload}>
      <LessonInputs />
    </CatalogCreate>
  );
}

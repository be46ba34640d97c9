import { useGetList } from 'react-admin';

interface ClassRow {
  id: number;
  name: string;
  school_id: number;
}

interface SchoolRow {
  id: number;
  name: string;
  sort?: number;
}

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/**
 * The classes as choices of a filter, `Любительская группа · Театральная студия` (two schools
 * have a class of that name), in the order of the school and then the class.
 */
export function classChoices(classes: readonly ClassRow[], schools: readonly SchoolRow[]): { id: number; name: string }[] {
  const school = new Map(schools.map((row) => [row.id, row.name]));
  return classes
    .map((row) => ({ row, school: school.get(row.school_id) ?? '' }))
    .sort((a, b) => a.school.localeCompare(b.school, 'ru') || a.row.name.localeCompare(b.row.name, 'ru') || a.row.id - b.row.id)
    .map(({ row, school: name }) => ({ id: row.id, name: name ? `${row.name} · ${name}` : row.name }));
}

/**
 * Every class of the school with its school's name (`/api/admin/bravo-classes` and
 * `/bravo-schools`, which section school/bookings may read), unpublished ones too: a booking keeps
 * its class.
 */
export function useClassChoices() {
  const classes = useGetList<ClassRow>('bravo-classes', { ...ALL, sort: { field: 'name', order: 'ASC' } });
  const schools = useGetList<SchoolRow>('bravo-schools', { ...ALL, sort: { field: 'sort', order: 'ASC' } });
  return {
    choices: classChoices(classes.data ?? [], schools.data ?? []),
    isPending: classes.isPending || schools.isPending,
  };
}

import { sectionName } from '../access';
import { POSTERS_GROUP } from '../posters/labels';
import { SCHOOL_TITLE } from './school/labels';

/** A menu entry of the catalogue: the section that grants it and the resource list it opens. */
export interface CatalogMenuItem {
  section: string;
  resource: string;
  label: string;
  /** Handbooks share one section and are listed under its name; so is the school. */
  group?: string;
}

export const HANDBOOKS = sectionName('handbooks');

/** The people's records (decision 0044) go under the menu's «Люди», after the users. */
export const PEOPLE_GROUP = 'Люди';

/** Catalogue resources in menu order (docs/api.md, "Catalogue admin"), labels from spec section 2. */
export const CATALOG_MENU: readonly CatalogMenuItem[] = [
  { section: 'events', resource: 'events', label: sectionName('events') },
  { section: 'events/programs', resource: 'event-programs', label: sectionName('events/programs') },
  { section: 'events', resource: 'projects', label: 'Творческие проекты' },
  { section: 'places', resource: 'places', label: sectionName('places') },
  // The halls of the venues, rented by the hour or the day (decision 0040).
  { section: 'places', resource: 'halls', label: 'Залы' },
  { section: 'cities', resource: 'cities', label: sectionName('cities') },
  { section: 'regions', resource: 'regions', label: sectionName('regions') },
  { section: 'handbooks', resource: 'creative-types', label: 'Виды творчества', group: HANDBOOKS },
  { section: 'handbooks', resource: 'age-categories', label: 'Возрастные категории', group: HANDBOOKS },
  { section: 'handbooks', resource: 'tags', label: 'Метки', group: HANDBOOKS },
  { section: 'handbooks', resource: 'execution-formats', label: 'Форматы исполнения', group: HANDBOOKS },
  // The school «Браво» (decision 0042): Admin and the senior orders manager.
  { section: 'school', resource: 'bravo-slots', label: 'Расписание', group: SCHOOL_TITLE },
  { section: 'school', resource: 'bravo-classes', label: 'Занятия', group: SCHOOL_TITLE },
  { section: 'school', resource: 'bravo-schools', label: 'Школы', group: SCHOOL_TITLE },
  { section: 'school', resource: 'bravo-courses', label: 'Курсы', group: SCHOOL_TITLE },
  { section: 'school', resource: 'bravo-teachers', label: 'Педагоги', group: SCHOOL_TITLE },
  { section: 'school', resource: 'bravo-rooms', label: 'Аудитории', group: SCHOOL_TITLE },
  // People and portfolios (decision 0044): ManagerUsers and Admin.
  { section: 'users/mentor', resource: 'mentors', label: sectionName('users/mentor'), group: PEOPLE_GROUP },
  { section: 'users/participant', resource: 'participants', label: sectionName('users/participant'), group: PEOPLE_GROUP },
  { section: 'users/structures', resource: 'structures', label: sectionName('users/structures'), group: PEOPLE_GROUP },
  // The afisha (decision 0046): ManagerPosters and Admin.
  { section: 'posters', resource: 'shows', label: 'События афиши', group: POSTERS_GROUP },
  { section: 'posters', resource: 'ticket-tiers', label: 'Категории билетов', group: POSTERS_GROUP },
  { section: 'posters', resource: 'promo-codes', label: 'Промокоды', group: POSTERS_GROUP },
];

/** The catalogue entries the user's sections grant (GET /api/admin/access). */
export function catalogMenu(sections: readonly string[]): CatalogMenuItem[] {
  const granted = new Set(sections);
  return CATALOG_MENU.filter((item) => granted.has(item.section));
}

/** Whether the user may open a catalogue resource (its section is granted). */
export function canOpen(resource: string, sections: readonly string[]): boolean {
  return catalogMenu(sections).some((item) => item.resource === resource);
}

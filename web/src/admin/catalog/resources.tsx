import type { ComponentType } from 'react';
import { Resource, type RaRecord } from 'react-admin';
import { CityCreate, CityEdit, CityList } from './cities/Cities';
import { EventList } from './events/EventList';
import { EventCreate, EventEdit } from './events/EventPages';
import { AgeCategoryCreate, AgeCategoryEdit, AgeCategoryList } from './handbooks/AgeCategories';
import { CreativeTypeCreate, CreativeTypeEdit, CreativeTypeList } from './handbooks/CreativeTypes';
import { ExecutionFormatCreate, ExecutionFormatEdit, ExecutionFormatList } from './handbooks/ExecutionFormats';
import { TagCreate, TagEdit, TagList } from './handbooks/Tags';
import { HallCreate, HallEdit, HallList } from './halls/Halls';
import { PlaceCreate, PlaceEdit, PlaceList } from './places/Places';
import { ProgramCreate, ProgramEdit, ProgramList } from './programs/Programs';
import { ProjectCreate, ProjectEdit, ProjectList } from './projects/Projects';
import { RegionCreate, RegionEdit, RegionList } from './regions/Regions';
import { ClassCreate, ClassEdit, ClassList } from './school/Classes';
import { CourseCreate, CourseEdit, CourseList } from './school/Courses';
import { lessonWhen, type Lesson } from './school/labels';
import { LessonCreate, LessonEdit, LessonList } from './school/Lessons';
import { RoomCreate, RoomEdit, RoomList } from './school/Rooms';
import { SchoolCreate, SchoolEdit, SchoolList } from './school/Schools';
import { TeacherCreate, TeacherEdit, TeacherList } from './school/Teachers';
import { MentorCreate, MentorEdit, MentorList } from '../people/Mentors';
import { ParticipantCreate, ParticipantEdit, ParticipantList } from '../people/Participants';
import { StructureCreate, StructureEdit, StructureList } from '../people/Structures';
import { ShowCreate, ShowEdit, ShowList } from '../posters/Shows';
import { TierCreate, TierEdit, TierList } from '../posters/TicketTiers';
import { PromoCreate, PromoEdit, PromoList } from '../posters/PromoCodes';
import { catalogMenu } from './sections';

const text = (field: string) => (record: RaRecord) => String(record[field] ?? '');

interface Screens {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  representation: (record: RaRecord) => string;
}

const SCREENS: Record<string, Screens> = {
  events: { list: EventList, create: EventCreate, edit: EventEdit, representation: text('name') },
  'event-programs': {
    list: ProgramList,
    create: ProgramCreate,
    edit: ProgramEdit,
    representation: (r) => `День ${r['day']}, ${r['time']} — ${r['title']}`,
  },
  projects: { list: ProjectList, create: ProjectCreate, edit: ProjectEdit, representation: text('title') },
  places: { list: PlaceList, create: PlaceCreate, edit: PlaceEdit, representation: text('name') },
  halls: { list: HallList, create: HallCreate, edit: HallEdit, representation: text('name') },
  cities: { list: CityList, create: CityCreate, edit: CityEdit, representation: text('name') },
  regions: { list: RegionList, create: RegionCreate, edit: RegionEdit, representation: text('name') },
  'creative-types': {
    list: CreativeTypeList,
    create: CreativeTypeCreate,
    edit: CreativeTypeEdit,
    representation: text('title'),
  },
  'age-categories': {
    list: AgeCategoryList,
    create: AgeCategoryCreate,
    edit: AgeCategoryEdit,
    representation: text('title'),
  },
  tags: { list: TagList, create: TagCreate, edit: TagEdit, representation: text('title') },
  'execution-formats': {
    list: ExecutionFormatList,
    create: ExecutionFormatCreate,
    edit: ExecutionFormatEdit,
    representation: text('title'),
  },
  'bravo-schools': { list: SchoolList, create: SchoolCreate, edit: SchoolEdit, representation: text('name') },
  'bravo-classes': { list: ClassList, create: ClassCreate, edit: ClassEdit, representation: text('name') },
  'bravo-slots': {
    list: LessonList,
    create: LessonCreate,
    edit: LessonEdit,
    representation: (r) => lessonWhen(r as unknown as Lesson),
  },
  'bravo-teachers': { list: TeacherList, create: TeacherCreate, edit: TeacherEdit, representation: text('name') },
  'bravo-rooms': { list: RoomList, create: RoomCreate, edit: RoomEdit, representation: text('name') },
  'bravo-courses': { list: CourseList, create: CourseCreate, edit: CourseEdit, representation: text('name') },
  structures: { list: StructureList, create: StructureCreate, edit: StructureEdit, representation: text('name') },
  mentors: { list: MentorList, create: MentorCreate, edit: MentorEdit, representation: text('name') },
  participants: { list: ParticipantList, create: ParticipantCreate, edit: ParticipantEdit, representation: text('name') },
  // The afisha (decision 0046): its shows, their ticket tiers and the promo codes.
  shows: { list: ShowList, create: ShowCreate, edit: ShowEdit, representation: text('title') },
  'ticket-tiers': { list: TierList, create: TierCreate, edit: TierEdit, representation: text('name') },
  'promo-codes': { list: PromoList, create: PromoCreate, edit: PromoEdit, representation: text('code') },
};

/**
 * The catalogue's react-admin resources: with their screens when the user's sections grant them,
 * otherwise declared only, so references to them (an event's place) still read as names.
 */
export function catalogResources(sections: readonly string[]) {
  const granted = new Set(catalogMenu(sections).map((item) => item.resource));
  return Object.entries(SCREENS).map(([resource, screens]) =>
    granted.has(resource) ? (
      <Resource
        key={resource}
        name={resource}
        list={screens.list}
        create={screens.create}
        edit={screens.edit}
        recordRepresentation={screens.representation}
      />
    ) : (
      <Resource key={resource} name={resource} recordRepresentation={screens.representation} />
    ),
  );
}

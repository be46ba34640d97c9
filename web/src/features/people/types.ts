import type { PortfolioResult } from '../results';

/**
 * The people's public API (docs/api.md, "People"): structures (collectives, schools,
 * organisations), mentors and participants, only what is published. A participant's answer never
 * carries a birth date, the guardian or a contact (decision 0044).
 */
export interface CityRef {
  slug: string;
  name: string;
}

export interface CreativeTypeRef {
  slug: string;
  title: string;
}

/** `GET /api/people/filters`: the values published people use. */
export interface PeopleFilterValues {
  creative_types: CreativeTypeRef[];
  cities: CityRef[];
  /** Every published structure: its code, and its name with its city. */
  structures: { code: string; name: string }[];
}

export type ParticipantKind = 'soloist' | 'collective';
export type StructureKind = 'collective' | 'school' | 'organisation';

export interface MentorCard {
  code: string;
  name: string;
  position: string;
  photo: string | null;
  city: CityRef | null;
  creative_types: CreativeTypeRef[];
}

export interface ParticipantCard {
  code: string;
  name: string;
  kind: ParticipantKind;
  photo: string | null;
  city: CityRef | null;
  creative_types: CreativeTypeRef[];
  structure_name: string | null;
}

/** A page of a directory. */
export interface PeoplePage<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface StructureRef {
  code: string;
  name: string;
  kind: StructureKind;
  city: CityRef | null;
}

/** A festival or contest the mentor judges (an event of the events area). */
export interface JuryEvent {
  code: string;
  name: string;
  date_start: string;
  date_end: string;
  city: CityRef | null;
}

export interface Mentor extends MentorCard {
  bio: string;
  structure: StructureRef | null;
  achievements: string[];
  photos: string[];
  videos: string[];
  participants: ParticipantCard[];
  jury: JuryEvent[];
}

export interface MentorRef {
  code: string;
  name: string;
  position: string;
  photo: string | null;
}

export interface Participant {
  code: string;
  name: string;
  kind: ParticipantKind;
  photo: string | null;
  bio: string;
  city: CityRef | null;
  creative_types: CreativeTypeRef[];
  structure: StructureRef | null;
  mentor: MentorRef | null;
  photos: string[];
  videos: string[];
  /** The published results of their performances (decision 0045), newest first. */
  results: PortfolioResult[];
}

/** Which directory a `people` block shows. */
export type PeopleKind = 'mentors' | 'participants';

/** A directory's choices, as the page's address holds them (`?creative_type=&city=&kind=&page=`). */
export interface DirectoryFilters {
  creative_type?: string;
  city?: string;
  kind?: ParticipantKind;
  page?: number;
}

import type { CartEvent } from './types';

/** One line of a festival's program: day 1 is the start date, time local "HH:MM". */
export interface ProgramItem {
  day: number;
  date: string;
  time: string;
  title: string;
}

export interface JuryMember {
  name: string;
  regalia: string;
  /** The code of the juror's published mentor page (/nastavnik/:code/ on main), if they have one. */
  mentor?: string | null;
}

/** The final-of-event hint (spec section 3): a project's slug and title and the participations it takes. */
export interface FinalRequirement {
  code: string;
  title: string;
  count: number;
}

/** `GET /api/event/{code}` (docs/api.md): a CartEvent plus the festival page's details. */
export interface Festival extends Omit<CartEvent, 'place'> {
  description: string[];
  places_left: number;
  places_total: number;
  place: {
    city: string | null;
    address: string | null;
    id: number | null;
    code: string | null;
    name: string | null;
    city_slug: string | null;
    lat: number | null;
    lon: number | null;
    online: boolean;
  };
  project: { code: string; title: string } | null;
  creative_types: { id: number; code: string; title: string; icon: string }[];
  age_categories: { id: number; code: string; title: string }[];
  program: ProgramItem[];
  jury: JuryMember[];
  requirements: FinalRequirement[];
  related: CartEvent[];
}

/** Venue rental's answers (docs/api.md, "Venue rental"). */
export interface VenueRef {
  code: string;
  name: string;
  city: { slug: string; name: string };
  address: string;
}

/** A hall as the catalogue lists it. */
export interface HallCard {
  id: number;
  code: string;
  name: string;
  capacity: number;
  /** m² */
  area: number | null;
  price_hour: number;
  price_day: number | null;
  photo: string | null;
  venue: VenueRef;
}

/** A hall on its venue's page. */
export interface Hall extends HallCard {
  equipment: string[];
  description: string | null;
}

export interface Venue extends Omit<VenueRef, 'code'> {
  code: string;
  lat: number | null;
  lon: number | null;
  halls: Hall[];
}

export interface HallsPage {
  items: HallCard[];
  total: number;
  page: number;
  per_page: number;
}

export interface CityOption {
  slug: string;
  name: string;
}

/** Hours of a day a confirmed rental holds, [start_hour, end_hour). */
export interface BusyHours {
  day: string;
  start_hour: number;
  end_hour: number;
}

/** The catalogue's filters as the address carries them. */
export interface HallFilters {
  city?: string;
  capacity?: number;
  date?: string;
  page?: number;
}

/** What the visitor typed in the rental form, as the inputs hold it. */
export interface RentalValues {
  hall: string;
  day: string;
  start_hour: string;
  end_hour: string;
  guests: string;
  purpose: string;
  name: string;
  phone: string;
  email: string;
  organization: string;
  message: string;
  consent: boolean;
}

export type RentalField = keyof RentalValues;

/** `POST /api/rentals`. */
export interface RentalBody {
  hall: string;
  day: string;
  start_hour: number;
  end_hour: number;
  guests?: number;
  purpose: string;
  name: string;
  phone: string;
  email: string;
  organization?: string;
  message?: string;
  consent: true;
}

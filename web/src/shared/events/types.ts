/**
 * Shapes of the festival catalogue calls (docs/api.md, "Festival catalogue"). Event dates are
 * calendar dates `YYYY-MM-DD`; prices are integer rubles.
 */

/** Event types of the catalogue (`type` and `event_type` of a CartEvent). */
export type EventType = 'festival' | 'contest' | 'final' | 'casting' | 'forum' | 'camp' | 'intensive' | 'project';

export interface EventTag {
  id: number;
  title: string;
  /** Icon name (`wave`, `fire`...), drawn by features/catalog/icons. */
  icon: string;
  /** `#` and 3 or 6 hex digits; anything else is drawn transparent (spec section 5). */
  color: string;
}

/** The Cart event of spec section 3, as `GET /api/event/list` answers it. */
export interface CartEvent {
  /** The event's id. */
  event_id: number;
  event_type: EventType;
  status: 'new';
  code: string;
  name: string;
  photo: string | null;
  /** Both null for an online event. */
  place: { city: string | null; address: string | null };
  /** People, default 1. */
  count: number;
  date: { start: string; end: string };
  /** Places left. */
  place_count: number;
  type: EventType;
  /** Included items of the trip package. */
  package_trip: string[];
  /** Null when there is no trip package. */
  price_trip: number | null;
  price_participation: number;
  /** Sponsor text. */
  support: string | null;
  tags: EventTag[];
}

/** One option of a filter (spec section 3, "Filter definition"): type 'all' is the default. */
export interface FilterValue {
  id: number;
  type: 'all' | 'value';
  code: string;
  title: string;
  icon: string;
  /** Tag values only. */
  color?: string;
  /** Creative types: the plural adjective of the list's heading («Вокальные»), when the server sends it. */
  title_plural?: string;
  /** Cities: the «в ...» form of the list's heading («в Москве»), when the server sends it. */
  title_in?: string;
}

export type FilterCode = 'search' | 'date' | 'city' | 'age_category' | 'creative_type' | 'tags';

export interface FilterDefinition {
  type: 'search' | 'date' | 'select' | 'switch';
  code: FilterCode;
  Icon: string;
  Name: string;
  Title: string;
  /** Path prefix of the filter's entries (`gorod`, `vozrast`, `tvorchestvo`); empty for tags, search and dates. */
  Url: string;
  Values: FilterValue[];
}

/** `GET /api/event/filters`. */
export interface FiltersAnswer {
  filters: FilterDefinition[];
}

export type ListSort = 'date' | 'price' | 'places';

/** Query of `GET /api/event/list`: slugs (`all` or absent means no filter), dates `YYYY-MM-DD`. */
export interface ListQuery {
  search?: string;
  city?: string;
  creative_type?: string;
  age_category?: string;
  tags?: readonly string[];
  /** Repeatable: events of any of these types. */
  type?: readonly EventType[];
  'date-min'?: string;
  'date-max'?: string;
  page?: number;
  /** 1-100, default 12. */
  per_page?: number;
  sort?: ListSort;
}

/** `GET /api/event/list`. */
export interface ListAnswer {
  items: CartEvent[];
  total: number;
  page: number;
  per_page: number;
}

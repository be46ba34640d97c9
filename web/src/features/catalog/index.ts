// The public entry of the catalog feature: what other features may use (decision 0023).
export { EventCard, EventGrid } from './EventCard';
export { EventPhoto } from './EventPhoto';
export { FilterSearchButton } from './FilterSearchButton';
export { EMPTY_FILTERS, filtersTarget } from './filterPath';
export type { SelectCode } from './filterPath';

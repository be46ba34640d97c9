// The public entry of the venue rental feature: what the arenda area's routes use (decision 0040).
export { HallsCatalog } from './HallsCatalog';
export { VenueView } from './VenueView';
export { useVenue } from './api';

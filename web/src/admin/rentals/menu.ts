import { RENTAL_CALENDAR_PATH, RENTAL_CALENDAR_TITLE, RENTAL_LIST_TITLE } from './labels';

/** A screen of the rentals section in the menu: its key (icons), address and label. */
export interface RentalsMenuLink {
  section: string;
  key: string;
  to: string;
  label: string;
}

/**
 * The rentals section (decision 0040: Admin and ManagerPosters): the requests and the calendar of
 * the confirmed ones, under the menu's heading «Аренда».
 */
export const RENTALS_MENU: readonly RentalsMenuLink[] = [
  { section: 'rentals', key: 'rentals', to: '/rentals', label: RENTAL_LIST_TITLE },
  { section: 'rentals', key: 'rentals-calendar', to: RENTAL_CALENDAR_PATH, label: RENTAL_CALENDAR_TITLE },
];

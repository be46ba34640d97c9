import { SCHOOL_BOOKINGS_RESOURCE } from './calls';
import { SCHOOL_BOOKINGS_TITLE } from './labels';

/** A screen of the school's bookings in the menu: the section that grants it, its key (icons), address and label. */
export interface SchoolBookingsMenuLink {
  section: string;
  key: string;
  to: string;
  label: string;
}

/**
 * The school's bookings (section school/bookings, decision 0043: Admin, ManagerOrders and
 * ManagerOrdersSenior), first under the menu's heading «Школа», before the school's own screens.
 */
export const SCHOOL_BOOKINGS_MENU: readonly SchoolBookingsMenuLink[] = [
  { section: 'school/bookings', key: SCHOOL_BOOKINGS_RESOURCE, to: `/${SCHOOL_BOOKINGS_RESOURCE}`, label: SCHOOL_BOOKINGS_TITLE },
];

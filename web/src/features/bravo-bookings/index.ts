export { bookingsApi, createBookingsApi, useChildren, useLessons, useMyBookings, type BookingsApi, type WriteResult } from './api';
export { BookingItem, bookingPrice } from './BookingItem';
export { ChildForm, localToday } from './ChildForm';
export { ChildrenView } from './ChildrenView';
export { ageOn, KIND_NAMES, STATUS_NAMES, yearsText } from './rules';
export type { Booking, BookingKind, BookingStatus, Child, Lesson, Lessons } from './types';

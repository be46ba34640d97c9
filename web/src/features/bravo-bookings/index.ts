export { bookingsApi, createBookingsApi, useChildren, useLessons, useMyBookings, type BookingsApi } from './api';
export { BookingForm } from './BookingForm';
export { BookingItem, bookingPrice } from './BookingItem';
export { ChildForm, localToday } from './ChildForm';
export { ChildrenView } from './ChildrenView';
export { discountedPrice, individualPrice, WEEKDAY_DISCOUNT, WEEKDAY_DISCOUNT_TEXT } from './discount';
export { ageOn, KIND_NAMES, STATUS_NAMES, yearsText } from './rules';
export type { BookableClass, Booking, BookingKind, BookingStatus, Child, Lesson, Lessons } from './types';

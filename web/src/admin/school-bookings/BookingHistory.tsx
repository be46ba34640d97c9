import { useDataProvider, type DataProvider } from 'react-admin';
import { AuditLogView } from '../users/AuditLog';
import type { SchoolBookingCalls } from './calls';
import { BOOKING_ACTIONS, bookingChanges } from './history';
import type { AdminBooking } from './types';

/** The booking's history, newest first; a change (a new `updated_at`) reloads it. */
export function BookingHistory({ booking }: { booking: Pick<AdminBooking, 'id' | 'updated_at'> }) {
  const dataProvider = useDataProvider<DataProvider & SchoolBookingCalls>();
  return (
    <AuditLogView
      queryKey={['admin', 'bravo-bookings', String(booking.id), 'audit', booking.updated_at]}
      load={() => dataProvider.getSchoolBookingAudit(booking.id)}
      enabled
      actions={BOOKING_ACTIONS}
      changes={bookingChanges}
    />
  );
}

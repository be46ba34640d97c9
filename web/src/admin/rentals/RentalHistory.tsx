import { useDataProvider, type DataProvider } from 'react-admin';
import { AuditLogView } from '../users/AuditLog';
import type { RentalCalls } from './calls';
import { RENTAL_ACTIONS, rentalChanges } from './history';
import type { AdminRental } from './types';

/** The rental's history, newest first; a change (a new `updated_at`) reloads it. */
export function RentalHistory({ rental }: { rental: Pick<AdminRental, 'id' | 'updated_at'> }) {
  const dataProvider = useDataProvider<DataProvider & RentalCalls>();
  return (
    <AuditLogView
      queryKey={['admin', 'rentals', String(rental.id), 'audit', rental.updated_at]}
      load={() => dataProvider.getRentalAudit(rental.id)}
      enabled
      actions={RENTAL_ACTIONS}
      changes={rentalChanges}
    />
  );
}

import { AccountLayout } from '../../features/account/AccountLayout';
import { ChildrenView, useChildren, useMyBookings } from '../../features/bravo-bookings';
import styles from '../../features/account/Account.module.css';

/** /_id/children: the parent's children and their bookings at «Браво» (decision 0043). */
export default function ChildrenPage() {
  const children = useChildren();
  const bookings = useMyBookings();
  const error = children.error ?? bookings.error;
  if (error) throw error;
  return (
    <AccountLayout title="Дети и занятия">
      {!children.data || !bookings.data ? (
        <p className={styles.muted} role="status">
          Загружаем детей и записи…
        </p>
      ) : (
        <ChildrenView children={children.data} bookings={bookings.data} />
      )}
    </AccountLayout>
  );
}

import { AccountLayout } from '../../features/account/AccountLayout';
import { JuryEventsView, useJuryEvents } from '../../features/results';
import styles from '../../features/account/Account.module.css';

/** id:/jury/ «Судейство»: the events the user judges (decision 0045). */
export default function JuryPage() {
  const { data, error } = useJuryEvents();
  if (error) throw error;
  return (
    <AccountLayout title="Судейство">
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем мероприятия…
        </p>
      ) : (
        <JuryEventsView assignments={data} />
      )}
    </AccountLayout>
  );
}

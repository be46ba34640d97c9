import { AccountLayout } from '../../features/account/AccountLayout';
import { MyTickets, useMyTickets } from '../../features/tickets';
import styles from '../../features/account/Account.module.css';

/** id:/tickets/ «Мои билеты»: the user's ticket orders with their e-tickets (decision 0046). */
export default function TicketsPage() {
  const { data, error } = useMyTickets();
  if (error) throw error;
  return (
    <AccountLayout title="Мои билеты">
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем билеты…
        </p>
      ) : (
        <MyTickets orders={data} />
      )}
    </AccountLayout>
  );
}

import { AccountLayout } from '../../features/account/AccountLayout';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import styles from '../../features/account/Account.module.css';

/** /_id/orders: the user's orders. The basket issue fills the list; until then an honest empty state. */
export default function OrdersPage() {
  return (
    <AccountLayout title="Заказы">
      <div className={styles.empty}>
        <h2 className={styles.cardTitle}>Заказов пока нет</h2>
        <p className={styles.muted}>Когда вы отправите заявку на фестиваль или конкурс, она появится здесь.</p>
        <AppLink to="events" className={buttonClass('primary')}>
          Выбрать фестиваль
        </AppLink>
      </div>
    </AccountLayout>
  );
}

import { AccountLayout } from '../../features/account/AccountLayout';
import { useOrders } from '../../features/orders/api';
import { OrderList } from '../../features/orders/OrderList';
import { AppLink } from '../../routes/AppLink';
import { buttonClass } from '../../shared/ui/button';
import { panelTitleClass } from '../../shared/ui/Panel';
import styles from '../../features/account/Account.module.css';

/** /_id/orders: the user's orders (GET /api/orders), newest first; an empty state before the first. */
export default function OrdersPage() {
  const { data, error } = useOrders();
  if (error) throw error;
  return (
    <AccountLayout title="Заказы">
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем заказы…
        </p>
      ) : data.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={panelTitleClass}>Заказов пока нет</h2>
          <p className={styles.muted}>Когда вы отправите заявку на фестиваль или конкурс, она появится здесь.</p>
          <AppLink to="events" className={buttonClass('primary')}>
            Выбрать фестиваль
          </AppLink>
        </div>
      ) : (
        <OrderList orders={data} />
      )}
    </AccountLayout>
  );
}

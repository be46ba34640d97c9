import { useParams } from 'react-router';
import { AccountLayout } from '../../features/account/AccountLayout';
import { useOrder } from '../../features/orders/api';
import { OrderView } from '../../features/orders/OrderView';
import styles from '../../features/account/Account.module.css';

/** /_id/orders/:number: one of the user's orders; another user's or an unknown number is 404 «Заказ не найден». */
export default function OrderPage() {
  const number = useParams()['number'] ?? '';
  const { data, error } = useOrder(number);
  if (error) throw error;
  return (
    <AccountLayout title={`Заказ № ${number}`}>
      {data ? (
        <OrderView order={data} />
      ) : (
        <p className={styles.muted} role="status">
          Загружаем заказ…
        </p>
      )}
    </AccountLayout>
  );
}

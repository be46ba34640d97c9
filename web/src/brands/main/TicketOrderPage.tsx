import { useParams, useSearchParams } from 'react-router';
import { OrderView, useTicketOrder } from '../../features/tickets';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';

/**
 * /afisha/zakaz/:number/?key=…: a ticket order's page — the hold's countdown and the payment while
 * it is held, the tickets once it is paid. A guest opens it by the key of the link; the buyer
 * signed in needs none. A wrong key or number is the 404 page.
 */
export default function TicketOrderPage() {
  const number = useParams()['number'] ?? '';
  const key = useSearchParams()[0].get('key') ?? undefined;
  const { data, error, refetch } = useTicketOrder(number, key);
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем заказ…" />;
  return <OrderView order={data} orderKey={key} onChanged={() => void refetch()} />;
}

import { useParams } from 'react-router';
import { AccountLayout } from '../../features/account/AccountLayout';
import { JuryEventView, useJuryEvent } from '../../features/results';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import styles from '../../features/account/Account.module.css';

/**
 * id:/jury/{event}/: the juror's sheet of an event they are assigned to; any other event is the
 * server's 404 (decision 0045).
 */
export default function JuryEventPage() {
  const id = Number(useParams()['event'] ?? '0');
  const { data, error } = useJuryEvent(id);
  usePageMeta(data ? `Судейство: ${data.event.name}` : undefined, undefined);
  if (error) throw error;
  return (
    <AccountLayout title={data?.event.name ?? 'Судейство'}>
      {!data ? (
        <p className={styles.muted} role="status">
          Загружаем выступления…
        </p>
      ) : (
        <JuryEventView detail={data} />
      )}
    </AccountLayout>
  );
}

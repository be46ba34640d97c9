import { useBusy } from './api';
import { hoursText, nextMonth } from './hours';
import styles from './Arenda.module.css';

/** The confirmed hours of a hall this month and the next, as a visitor picks a day by them. */
export function HallBusy({ hall, month }: { hall: string; month: string }) {
  const now = useBusy(hall, month);
  const next = useBusy(hall, nextMonth(month));
  const busy = [...(now.data ?? []), ...(next.data ?? [])];
  if (!now.data || !next.data) return null;
  if (busy.length === 0) return <p className={styles.busy}>В ближайшие два месяца подтверждённых аренд нет: зал свободен.</p>;
  return <p className={styles.busy}>Уже занято: {busy.map((b) => hoursText(b.day, b.start_hour, b.end_hour)).join('; ')}.</p>;
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '../../routes/AppLink';
import { formatDate } from '../../shared/format';
import { buttonClass } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/Dialog';
import { panelClass, panelTitleClass } from '../../shared/ui/Panel';
import { bookingsApi, bookingsKeys, type BookingsApi } from './api';
import { BookingItem } from './BookingItem';
import { ChildForm, localToday } from './ChildForm';
import { ageOn, yearsText } from './rules';
import type { Booking, Child } from './types';
import { FormError } from '../../shared/ui/form';
import styles from './BravoBookings.module.css';

export interface ChildrenViewProps {
  children: readonly Child[];
  bookings: readonly Booking[];
  api?: BookingsApi;
}

/** The bookings made for no child of the account (as a guest, or for a child since removed), by the name given. */
function otherBookings(bookings: readonly Booking[]): [string, Booking[]][] {
  const byName = new Map<string, Booking[]>();
  for (const booking of bookings) {
    if (booking.child.id !== null) continue;
    byName.set(booking.child.name, [...(byName.get(booking.child.name) ?? []), booking]);
  }
  return [...byName.entries()];
}

/**
 * The account's children with each one's bookings at «Браво», the newest first: add, change or
 * remove a child (the server refuses to remove one with a lesson to come), cancel a booking
 * before its day. Bookings made without a child's profile are listed under the name they gave.
 */
export function ChildrenView({ children, bookings, api = bookingsApi }: ChildrenViewProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = localToday();

  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all });

  async function cancel(id: number): Promise<string | null> {
    const result = await api.cancel(id);
    await refresh();
    return result.kind === 'done' ? null : result.message;
  }

  async function remove(child: Child) {
    const result = await api.removeChild(child.id);
    setRemoving(null);
    setRefusal(result.kind === 'done' ? null : result.message);
    await refresh();
  }

  const saved = () => {
    setEditing(null);
    void refresh();
  };

  const list = (items: readonly Booking[]) =>
    items.length > 0 ? (
      <ul className={styles.bookings} aria-label="Записи">
        {items.map((booking) => (
          <BookingItem key={booking.id} booking={booking} today={today} cancel={cancel} />
        ))}
      </ul>
    ) : (
      <p className={styles.childFacts}>Записей пока нет.</p>
    );

  return (
    <>
      <p className={styles.lead}>
        Добавьте детей, чтобы записывать их на пробные и индивидуальные занятия театра-студии «Браво» в пару кликов. Возраст для группы мы
        проверим по дате рождения, а заметки увидит педагог.
      </p>
      <FormError message={refusal} />
      <ul className={styles.children} aria-label="Дети">
        {children.map((child) => (
          <li key={child.id} className={panelClass()} data-child={child.id}>
            {editing === child.id ? (
              <ChildForm child={child} save={(body) => api.editChild(child.id, body)} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <div className={styles.childHead}>
                  <h2 className={styles.childName}>{child.name}</h2>
                  <div className={styles.actions}>
                    <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(child.id)}>
                      Изменить
                    </button>
                    <button type="button" className={buttonClass('secondary')} onClick={() => setRemoving(child)}>
                      Удалить
                    </button>
                  </div>
                </div>
                <p className={styles.childFacts}>
                  {yearsText(ageOn(child.birth_date, today))}, дата рождения {formatDate(child.birth_date, 'only-date')}
                </p>
                {child.notes && <p className={styles.notes}>{child.notes}</p>}
                {list(bookings.filter((booking) => booking.child.id === child.id))}
              </>
            )}
          </li>
        ))}
        {otherBookings(bookings).map(([name, items]) => (
          <li key={`other-${name}`} className={panelClass()}>
            <h2 className={styles.childName}>{name}</h2>
            <p className={styles.childFacts}>Записи без профиля ребёнка</p>
            {list(items)}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <section className={panelClass()} aria-labelledby="new-child">
          <h2 id="new-child" className={panelTitleClass}>
            Новый ребёнок
          </h2>
          <ChildForm save={(body) => api.addChild(body)} onSaved={saved} onCancel={() => setEditing(null)} />
        </section>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
            Добавить ребёнка
          </button>
          <AppLink to="bravo-raspisanie" className={buttonClass('secondary')}>
            Расписание занятий «Браво»
          </AppLink>
        </div>
      )}
      <p className={styles.hint}>
        Записывали ребёнка без входа в кабинет? Войдите по коду из СМС на тот же номер телефона — записи появятся здесь. Номер, указанный
        при регистрации, мы не считаем подтверждённым, пока на него не пришёл код.
      </p>
      {removing && (
        <Dialog title={`Удалить профиль: ${removing.name}?`} onClose={() => setRemoving(null)}>
          <p>Прошлые записи останутся в кабинете с именем ребёнка. Если есть предстоящие занятия, сначала отмените их.</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={() => void remove(removing)}>
              Удалить
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setRemoving(null)}>
              Не удалять
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

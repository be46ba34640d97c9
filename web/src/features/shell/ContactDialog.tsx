import { Dialog } from '../../shared/ui/Dialog';
import { RequestForm } from '../requests';
import { telHref } from './layout';
import styles from './Header.module.css';

/**
 * The dialog of the header's call-back and review buttons: our form of the requests inbox. Its own
 * chunk (HeaderContactButtons loads it on the first click): the form is not part of every page.
 */
export default function ContactDialog({ form, phone, onClose }: { form: 'callback' | 'feedback'; phone?: string; onClose: () => void }) {
  return (
    <Dialog title={form === 'callback' ? 'Заказать звонок' : 'Отзыв о платформе'} onClose={onClose} closeLabel="Закрыть">
      {form === 'callback' && phone && (
        <p className={styles.callNow}>
          Позвоните нам: <a href={telHref(phone)}>{phone}</a> — или оставьте номер, и мы перезвоним.
        </p>
      )}
      <RequestForm form={form} bare />
    </Dialog>
  );
}

import { buttonClass } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/Dialog';
import { CloseIcon } from './SearchIcon';
import { useSearchSubmit } from './useSearchSubmit';
import styles from './HeaderSearch.module.css';

/**
 * The simple search modal of spec section 4: its field has the focus on open (the dialog focuses
 * its first control); submit or Enter closes it and goes to /poisk/, without an emptiness check
 * (spec section 5).
 */
export function SearchModal({ onClose, onSearch }: { onClose: () => void; onSearch: (text: string) => void }) {
  const { inputProps, onSubmit } = useSearchSubmit({ onClose, onSearch });

  return (
    <Dialog title="Поиск по сайту" onClose={onClose}>
      <form className={styles.modalForm} role="search" onSubmit={onSubmit}>
        <input className={styles.input} {...inputProps} />
        <div className={styles.modalActions}>
          <button type="submit" className={buttonClass('primary')}>
            Найти
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            <CloseIcon size={18} />
            Закрыть
          </button>
        </div>
      </form>
    </Dialog>
  );
}

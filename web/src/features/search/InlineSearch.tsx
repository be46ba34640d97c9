import { useEffect, type KeyboardEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { IconButton } from '../../shared/ui/IconButton';
import { CloseIcon } from './SearchIcon';
import { useSearchSubmit } from './useSearchSubmit';
import styles from './HeaderSearch.module.css';

/**
 * The main area's header search in input mode (spec section 4): a field over the header bar.
 * Empty text is not submitted (spec section 5); Escape or the close button leaves input mode.
 */
export function InlineSearch({ onClose, onSearch }: { onClose: () => void; onSearch: (text: string) => void }) {
  const { inputRef, inputProps, onSubmit } = useSearchSubmit({ onClose, onSearch, requireText: true });

  useEffect(() => inputRef.current?.focus(), [inputRef]);

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    // Escape closes the inline search from any of its controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form className={styles.inline} role="search" aria-label="Поиск по сайту" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <input className={styles.input} {...inputProps} />
      <button type="submit" className={buttonClass('primary', 'small')}>
        Найти
      </button>
      <IconButton label="Закрыть поиск" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </form>
  );
}

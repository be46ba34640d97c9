import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { IconButton } from '../../shared/ui/IconButton';
import { CloseIcon } from './SearchIcon';
import { canSubmitHeaderSearch, SEARCH_TEXT_MAX } from './searchLink';
import styles from './HeaderSearch.module.css';

/**
 * The main area's header search in input mode (spec section 4): a field over the header bar.
 * Empty text is not submitted (spec section 5); Escape or the close button leaves input mode.
 */
export function InlineSearch({ onClose, onSearch }: { onClose: () => void; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitHeaderSearch(text)) {
      input.current?.focus();
      return;
    }
    onClose();
    onSearch(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <form className={styles.inline} role="search" aria-label="Поиск по сайту" onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <input
        ref={input}
        className={styles.input}
        type="search"
        name="text"
        aria-label="Что ищем"
        placeholder="Фестиваль, город или направление"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonClass('primary', 'small')}>
        Найти
      </button>
      <IconButton label="Закрыть поиск" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { SearchIcon } from './SearchIcon';
import { canSubmitHeaderSearch, SEARCH_TEXT_MAX } from './searchLink';
import { useSearchNavigate } from './useSearchNavigate';
import styles from './Search.module.css';

/** The results page's own field: refine the phrase; like the header search, empty text is not sent. */
export function SearchForm({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const go = useSearchNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmitHeaderSearch(text)) go(text);
  }

  return (
    <form className={styles.form} role="search" onSubmit={onSubmit}>
      <span className={styles.formIcon}>
        <SearchIcon />
      </span>
      <input
        aria-label="Что ищем"
        className={styles.formInput}
        type="search"
        name="text"
        value={text}
        maxLength={SEARCH_TEXT_MAX}
        placeholder="Фестиваль, город или направление"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={buttonClass('primary')}>
        Найти
      </button>
    </form>
  );
}

import { useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type FormEvent } from 'react';
import { canSubmitHeaderSearch, SEARCH_TEXT_MAX } from './searchLink';

export interface SearchSubmitOptions {
  onClose: () => void;
  onSearch: (text: string) => void;
  /** Empty text is not sent: the field keeps the focus instead (the main area, spec section 5). */
  requireText?: boolean;
}

/**
 * The header search's field and submit (input mode and modal alike): the phrase typed, the
 * field's props, and a submit handler that closes the search and goes to the results.
 */
export function useSearchSubmit({ onClose, onSearch, requireText = false }: SearchSubmitOptions) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requireText && !canSubmitHeaderSearch(text)) {
      inputRef.current?.focus();
      return;
    }
    onClose();
    onSearch(text);
  }

  const inputProps: ComponentPropsWithRef<'input'> = {
    ref: inputRef,
    type: 'search',
    name: 'text',
    'aria-label': 'Что ищем',
    placeholder: 'Фестиваль, город или направление',
    value: text,
    maxLength: SEARCH_TEXT_MAX,
    autoComplete: 'off',
    enterKeyHint: 'search',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
  };

  return { inputRef, inputProps, onSubmit };
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formStyles } from '../../shared/ui/form';
import { DROPDOWN_TEXTS, matchOptions } from './dropdownTexts';
import { CatalogIcon } from '../../shared/events/icons';
import type { FilterDefinition, FilterValue } from '../../shared/events/types';
import styles from './FilterPanel.module.css';

export interface SelectFilterProps {
  filter: FilterDefinition;
  /** The chosen value's code; 'all' is the default. */
  value: string;
  onChange: (code: string) => void;
}

/**
 * The select dropdown of spec section 4: open or closed, with a search over its options. There is
 * no way to empty it: choosing the 'all' option is how a filter is dropped.
 */
export function SelectFilter({ filter, value, onChange }: SelectFilterProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const options = matchOptions(filter.Values, text);
  const current = filter.Values.find((v) => v.code === value) ?? filter.Values.find((v) => v.type === 'all');

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function show() {
    setText('');
    setActive(
      Math.max(
        0,
        filter.Values.findIndex((v) => v.code === current?.code),
      ),
    );
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function choose(option: FilterValue) {
    onChange(option.code);
    close(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(options.length - 1, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(options.length - 1);
        break;
      case 'Enter': {
        event.preventDefault();
        const option = options[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        // Only the dropdown closes, not a modal around it.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const activeId = options[active] ? `${id}-option-${options[active].code}` : undefined;
  return (
    <div ref={rootRef} className={styles.select}>
      <span id={labelId} className={styles.label}>
        <CatalogIcon name={filter.Icon} size={16} />
        {filter.Name}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`${formStyles.input} ${formStyles.dense} ${styles.selectButton}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${id}-value`}
        onClick={() => (open ? close(false) : show())}
      >
        <span id={`${id}-value`} className={styles.selectValue} data-default={current?.type === 'all'}>
          {current?.title ?? ''}
        </span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <div className={styles.popup}>
          <input
            className={styles.popupSearch}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-autocomplete="list"
            aria-label={`${filter.Name}: ${filter.Title.toLowerCase()}`}
            placeholder={filter.Title}
            value={text}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {!filter.Values.some((v) => v.type === 'value') ? (
            <p className={styles.popupNote}>{DROPDOWN_TEXTS.noOptions}</p>
          ) : options.length === 0 ? (
            <p className={styles.popupNote} role="status">
              {DROPDOWN_TEXTS.noResults}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.options}>
              {options.map((option, index) => {
                const selected = option.code === current?.code;
                return (
                  // The combobox's input takes the keys (arrows, Enter) for its options.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.code}
                    id={`${id}-option-${option.code}`}
                    role="option"
                    aria-selected={selected}
                    className={styles.option}
                    data-active={index === active}
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(option)}
                  >
                    <span>{option.title}</span>
                    {selected && <span className={styles.selectedMark}>{DROPDOWN_TEXTS.selected}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

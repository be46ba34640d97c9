import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '../../shared/validation';
import { clearCell, completeCode, emptyCells, fillCells, pasteCells } from './codeCells';
import styles from './CodeInput.module.css';

export interface CodeInputProps {
  /** Called once each time all 6 cells become filled. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  label?: string;
  /** Changing the key empties the cells (after a wrong code or a resend) and focuses the first. */
  resetKey?: number;
  /** Focus the first cell when the entry appears (default); off where it is not the page's task. */
  autoFocus?: boolean;
}

/**
 * The 6-cell code entry of spec section 5: Latin or Cyrillic letters and digits; paste fills the
 * cells and strips other characters; the code is submitted only when every cell is filled.
 */
export function CodeInput({ onComplete, disabled, label = 'Код из сообщения', resetKey = 0, autoFocus = true }: CodeInputProps) {
  const [cells, setCells] = useState<string[]>(() => emptyCells(CODE_LENGTH));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const shownKey = useRef(resetKey);
  const labelId = useId();

  useEffect(() => {
    setCells(emptyCells(CODE_LENGTH));
    // On mount only with autoFocus; after a reset always (the user is entering a code).
    if (autoFocus || shownKey.current !== resetKey) refs.current[0]?.focus();
    shownKey.current = resetKey;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- autoFocus counts on mount only
  }, [resetKey]);

  function update(next: string[], focus: number) {
    setCells(next);
    refs.current[focus]?.focus();
    const code = completeCode(next);
    if (code !== null) onComplete(code);
  }

  function onInput(index: number, value: string) {
    if (value === '') {
      setCells(clearCell(cells, index));
      return;
    }
    // The cell keeps its old character while the new one is typed: take what was added.
    const typed = value.length > 1 && cells[index] !== '' && value.startsWith(cells[index] ?? '') ? value.slice(1) : value;
    const { cells: next, focus } = fillCells(cells, index, typed);
    if (next.join('') === cells.join('')) return;
    update(next, focus);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const { cells: next, focus } = pasteCells(cells, index, event.clipboardData.getData('text'));
    update(next, focus);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      setCells(clearCell(cells, index - 1));
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      refs.current[index + 1]?.focus();
    }
  }

  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <div className={styles.cells}>
        {cells.map((cell, index) => (
          <input
            key={index}
            ref={(node) => {
              refs.current[index] = node;
            }}
            className={styles.cell}
            value={cell}
            disabled={disabled}
            inputMode="text"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="off"
            spellCheck={false}
            aria-label={`Символ ${index + 1} из ${CODE_LENGTH}`}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </div>
  );
}

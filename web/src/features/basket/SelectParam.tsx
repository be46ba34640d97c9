import { useId } from 'react';
import type { CartParam, ServiceParamOption } from './types';
import styles from './Basket.module.css';
import { BasketError, ParamName } from './parts';

export interface SelectParamProps {
  param: CartParam;
  value: string;
  /** The handbook's choices (the cart answer's `options`, or the public filters for guests). */
  options: readonly ServiceParamOption[];
  error: string | null;
  onChange: (value: string) => void;
}

/** creative_type / execution-format: a choice from its handbook. */
export function SelectParam({ param, value, options, error, onChange }: SelectParamProps) {
  const id = useId();
  return (
    <div className={styles.param}>
      <label className={styles.paramLabel} htmlFor={id}>
        <ParamName param={param} />
      </label>
      {options.length > 0 ? (
        <select
          id={id}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{param.placeholder ?? 'Выберите значение'}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      ) : (
        <p id={id} className={styles.caption}>
          Список вариантов появится после входа в личный кабинет.
        </p>
      )}
      {param.capText && <p className={styles.caption}>{param.capText}</p>}
      {error && <BasketError id={`${id}-error`}>{error}</BasketError>}
    </div>
  );
}

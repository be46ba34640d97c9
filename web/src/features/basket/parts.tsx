import type { ReactNode } from 'react';
import type { CartParam } from './types';
import styles from './Basket.module.css';

/** A parameter's name, starred when it is required. */
export function ParamName({ param }: { param: CartParam }) {
  return (
    <>
      {param.label}
      {param.required && <span aria-hidden="true"> *</span>}
    </>
  );
}

/** The caption under a parameter: its left and right texts. */
export function ParamCaption({ id, left, right }: { id?: string; left: ReactNode; right: ReactNode }) {
  return (
    <p id={id} className={styles.caption}>
      <span>{left}</span>
      <span>{right}</span>
    </p>
  );
}

/** An error in the basket, announced as it appears. */
export function BasketError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/** The button that takes an event or a service out of the basket. */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.remove} onClick={onRemove} aria-label={`Удалить из корзины: ${name}`}>
      Удалить
    </button>
  );
}

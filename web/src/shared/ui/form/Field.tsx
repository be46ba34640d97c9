import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldShellProps } from './FieldShell';
import styles from './Form.module.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldShellProps;

/** A labelled text input with its hint and error, the one field of the forms. */
export function Field({ label, error, hint, optional, className, ...input }: FieldProps) {
  return (
    <FieldShell
      {...{ label, error, hint, optional, className }}
      control={(control) => <input {...control} className={`${styles.input} ${error ? styles.invalid : ''}`} {...input} />}
    />
  );
}

import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldShellProps } from './FieldShell';
import styles from './Form.module.css';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldShellProps;

/** A labelled text of several lines with its hint and error: the multi-line sibling of Field. */
export function TextAreaField({ label, error, hint, optional, className, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell
      {...{ label, error, hint, optional, className }}
      control={(control) => (
        <textarea {...control} rows={rows} className={`${styles.input} ${styles.textarea} ${error ? styles.invalid : ''}`} {...textarea} />
      )}
    />
  );
}

import { useId, type ReactNode } from 'react';
import styles from './Form.module.css';

/** What Field and TextAreaField share: the label and the hint and error under the control. */
export interface FieldShellProps {
  label: string;
  /** Error under the field (also announced: aria-invalid and aria-describedby). */
  error?: string | null;
  hint?: ReactNode;
  /** Marks the label as optional ('необязательно'). */
  optional?: boolean;
  className?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint and error; `control` draws the input itself. */
export function FieldShell({
  label,
  error,
  hint,
  optional,
  className,
  control,
}: FieldShellProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (необязательно)</span>}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

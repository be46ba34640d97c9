import styles from './Form.module.css';

/** A form's refusal that belongs to no one field (the server's message, a place taken meanwhile): announced at once. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}

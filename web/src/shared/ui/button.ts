import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

/** Class names of the one button style, for <button>, <a> and route links alike. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal'): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : ''].filter(Boolean).join(' ');
}

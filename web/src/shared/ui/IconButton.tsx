import type { ComponentPropsWithRef } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** The accessible name: the button shows only an icon. */
  label: string;
  /** Hover colour: the area's soft accent (header controls) or a quiet grey (close buttons). */
  tone?: 'accent' | 'quiet';
  /** Keep the hover colour while the popup it controls is open (aria-expanded="true"). */
  showExpanded?: boolean;
}

/** A round 44 px button that shows only an icon, named by `label`. */
export function IconButton({ label, tone = 'accent', showExpanded = false, className, type = 'button', ...props }: IconButtonProps) {
  const classes = [styles.iconButton, styles[tone], showExpanded ? styles.showExpanded : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} aria-label={label} {...props} />;
}

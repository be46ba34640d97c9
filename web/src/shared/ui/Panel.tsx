import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

export interface PanelLook {
  /** Closer lines (order summaries). */
  dense?: boolean;
  /** A red border for an irreversible action. */
  tone?: 'danger';
}

/** Class names of the panel box, for elements other than a section: a form, a link. */
export function panelClass({ dense = false, tone }: PanelLook = {}): string {
  return [styles.panel, dense ? styles.dense : '', tone === 'danger' ? styles.danger : ''].filter(Boolean).join(' ');
}

/** Class name of a panel's h2. */
export const panelTitleClass = styles.title;

export interface PanelProps extends PanelLook {
  /** The h2 that names the section; without it, name the panel with `label`. */
  title?: ReactNode;
  /** The id of the title (a generated one by default). */
  titleId?: string;
  /** The accessible name of a panel without a title. */
  label?: string;
  /** A plain box instead of a named section. */
  as?: 'section' | 'div';
  children: ReactNode;
}

/** A white bordered box: a named section with its h2, or a plain `div`. */
export function Panel({ title, titleId, label, as: Tag = 'section', dense, tone, children }: PanelProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <Tag className={panelClass({ dense, tone })} aria-labelledby={title === undefined ? undefined : headingId} aria-label={label}>
      {title !== undefined && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </Tag>
  );
}

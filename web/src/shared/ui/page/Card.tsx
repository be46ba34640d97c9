import type { ReactNode } from 'react';
import type { AreaCode } from '../../../app/areas';
import { ChipList } from '../ChipList';
import styles from './Page.module.css';

export interface CardProps {
  title: string;
  children: ReactNode;
  /** Small label above the title. */
  label?: string;
  /** Paint the card in another area's tokens (the platform's sections, each in its colour). */
  area?: AreaCode;
  footer?: ReactNode;
  icon?: ReactNode;
}

export function Card({ title, children, label, area, footer, icon }: CardProps) {
  return (
    <article className={styles.card} data-area={area}>
      {icon && <div className={styles.cardIcon}>{icon}</div>}
      {label && <p className={styles.cardLabel}>{label}</p>}
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.cardBody}>{children}</div>
      {footer && <div className={styles.cardFooter}>{footer}</div>}
    </article>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <div className={styles.grid} data-columns={columns}>
      {children}
    </div>
  );
}

/** Numbered steps of a process. */
export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.stepTitle}>{item.title}</h3>
          <p className={styles.stepText}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ChipList label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ChipList>
  );
}

/** A wide accent band with a call to action. */
export function Banner({
  id,
  title,
  text,
  actions,
  badge,
}: {
  id?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  badge?: string;
}) {
  return (
    <div id={id} className={styles.banner}>
      {badge && (
        <p className={styles.bannerBadge} aria-hidden="true">
          {badge}
        </p>
      )}
      <div className={styles.bannerText}>
        <h2 className={styles.bannerTitle}>{title}</h2>
        <p>{text}</p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

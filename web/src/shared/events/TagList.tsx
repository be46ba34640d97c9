import type { CSSProperties } from 'react';
import { toCssColor } from '../format/index';
import { CatalogIcon } from './icons';
import type { EventTag } from './types';
import styles from './TagList.module.css';

/** Tags with their icon and colour; an invalid colour is transparent (spec section 5). */
export function TagList({ tags, label = 'Особенности' }: { tags: readonly EventTag[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className={styles.tag} style={{ '--tag-color': toCssColor(tag.color) } as CSSProperties}>
          <CatalogIcon name={tag.icon} size={14} />
          {tag.title}
        </li>
      ))}
    </ul>
  );
}

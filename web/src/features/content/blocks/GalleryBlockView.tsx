import type { GalleryBlock } from '../types';
import styles from '../Content.module.css';

export function GalleryBlockView({ block }: { block: GalleryBlock }) {
  return (
    <ul className={styles.gallery}>
      {(block.images ?? []).map((item) => (
        <li key={item.image}>
          <figure>
            <img src={item.image} alt={item.caption ?? ''} loading="lazy" />
            {item.caption && <figcaption>{item.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

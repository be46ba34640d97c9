import type { GalleryBlock } from '../types';
import styles from '../Content.module.css';
import { ContentImage } from '../ContentImage';

export function GalleryBlockView({ block }: { block: GalleryBlock }) {
  return (
    <ul className={styles.gallery}>
      {(block.images ?? []).map((item) => (
        <li key={item.image}>
          <figure>
            <ContentImage src={item.image} alt={item.caption ?? ''} loading="lazy" sizes="(max-width: 640px) 100vw, 33vw" />
            {item.caption && <figcaption>{item.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

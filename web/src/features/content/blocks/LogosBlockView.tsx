import { ContentLink } from '../ContentLink';
import type { LogosBlock } from '../types';
import styles from '../Content.module.css';
import { ContentImage } from '../ContentImage';

/** Partners and clients: a logo when there is one, the name always (as alt text or as text). */
export function LogosBlockView({ block }: { block: LogosBlock }) {
  return (
    <ul className={styles.logos}>
      {(block.items ?? []).map((item) => {
        const face = item.image ? <ContentImage src={item.image} alt={item.name} loading="lazy" sizes="160px" /> : <span>{item.name}</span>;
        return <li key={item.name}>{item.link ? <ContentLink href={item.link}>{face}</ContentLink> : face}</li>;
      })}
    </ul>
  );
}

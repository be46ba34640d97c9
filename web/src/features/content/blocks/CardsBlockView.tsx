import { Card, CardGrid } from '../../../shared/ui/page';
import { ContentLink } from '../ContentLink';
import type { CardsBlock } from '../types';
import styles from '../Content.module.css';
import { ContentImage } from '../ContentImage';

export function CardsBlockView({ block }: { block: CardsBlock }) {
  const columns = Number(block.columns ?? '3') as 2 | 3 | 4;
  return (
    <CardGrid columns={columns}>
      {(block.items ?? []).map((item) => (
        <Card
          key={item.title}
          title={item.title}
          footer={item.link ? <ContentLink href={item.link}>{item.link_label ?? 'Подробнее'}</ContentLink> : undefined}
        >
          {item.image && (
            <ContentImage
              className={styles.cardImage}
              src={item.image}
              alt={item.title}
              loading="lazy"
              sizes="(max-width: 640px) 100vw, 33vw"
            />
          )}
          {item.text && <p className={styles.lines}>{item.text}</p>}
        </Card>
      ))}
    </CardGrid>
  );
}

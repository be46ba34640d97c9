import { Section } from '../../../shared/ui/page';
import { EventCard } from '../../catalog';
// The blog is this feature's own folder (named from the feature's root, as ../x/y names another feature).
import { ArticleCard } from '../../content/blog/ArticleCard';
import type { RecommendedBlock } from '../types';
import { useRecommendations, type Pick } from './recommendations';
import styles from './RecommendedBlockView.module.css';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';

/** Cards when an editor leaves «Сколько карточек» empty. */
export const DEFAULT_LIMIT = 6;
export const DEFAULT_TITLE = 'Рекомендуем';

function PickNote({ note }: { note?: string }) {
  if (!note) return null;
  return <span className={styles.note}>{note}</span>;
}

function PickCard({ pick }: { pick: Pick }) {
  if (pick.kind === 'event') {
    return (
      <li className={styles.item}>
        <PickNote note={pick.note} />
        <EventCard event={pick.event} headingLevel={3} />
      </li>
    );
  }
  return (
    <ArticleCard article={pick.article} headingLevel={3} className={styles.item}>
      <PickNote note={pick.note} />
    </ArticleCard>
  );
}

/**
 * «Рекомендуем»: the festivals and articles editors picked for the area, in their order, each with
 * its note over the picture; festivals as the catalogue draws them, articles as the blog does.
 * Its own section, so that nothing at all is drawn while the area has no picks (or they fail to
 * load: a recommendation is never worth an error on someone else's page).
 */
export function RecommendedBlockView({ block, tone }: { block: RecommendedBlock; tone: 'plain' | 'muted' }) {
  const limit = Math.min(Math.max(block.limit || DEFAULT_LIMIT, 1), 12);
  const { data, isPending } = useRecommendations(limit);
  const title = block.title || DEFAULT_TITLE;
  if (isPending) {
    return (
      <Section id={block.anchor} tone={tone} title={title}>
        <div role="status" aria-live="polite" className={styles.loading}>
          <VisuallyHidden>Загружаем рекомендации…</VisuallyHidden>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
              <li key={i} className={styles.skeleton} />
            ))}
          </ul>
        </div>
      </Section>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <Section id={block.anchor} tone={tone} title={title}>
      <ul className={styles.grid}>
        {data.map((pick) => (
          <PickCard key={pick.id} pick={pick} />
        ))}
      </ul>
    </Section>
  );
}

import type { ReactNode } from 'react';
import { ContentImage } from '../ContentImage';
import { ContentLink } from '../ContentLink';
import type { ArticleSummary } from './api';
import { articleLink, publishedOn } from './format';
import styles from './Blog.module.css';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** Another class of the card's item (a list of another feature places it). */
  className?: string;
  /** Drawn first inside the card (a pick's note over the cover). */
  children?: ReactNode;
}

/** An article in a list: its cover (or the area's colour), section, title as the link, lead, date and author. */
export function ArticleCard({ article, headingLevel = 2, className, children }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={className ? `${styles.card} ${className}` : styles.card}>
      {children}
      {article.cover ? (
        <ContentImage className={styles.cover} src={article.cover} alt="" loading="lazy" sizes="(max-width: 640px) 100vw, 33vw" />
      ) : (
        <div className={styles.coverArt} aria-hidden="true">
          {article.type_name}
        </div>
      )}
      <div className={styles.cardBody}>
        <p className={styles.kind}>{article.type_name}</p>
        <Heading className={styles.cardTitle}>
          <ContentLink href={articleLink(article)}>{article.title}</ContentLink>
        </Heading>
        {article.lead && <p className={styles.lead}>{article.lead}</p>}
        <p className={styles.meta}>{[publishedOn(article.published_at), article.author].filter(Boolean).join(' · ')}</p>
      </div>
    </li>
  );
}

/** Cards of articles in a grid. */
export function ArticleGrid({ articles, headingLevel }: { articles: readonly ArticleSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <ArticleCard key={`${article.type}/${article.code}`} article={article} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/**
 * The grid while its articles load: as many cards as will come, each of a card's final size (cover,
 * section, two lines of title, lead, date), so nothing below moves when they arrive.
 */
export function ArticleGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`${styles.card} ${styles.skeletonCard}`}>
            <div className={styles.skeletonCover} />
            <div className={styles.cardBody}>
              <span className={styles.skeletonKind} />
              <span className={styles.skeletonTitle} />
              <span className={styles.skeletonLead} />
              <span className={styles.skeletonMeta} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

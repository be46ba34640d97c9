import { ContentLink } from '../ContentLink';
import { useArticles } from './api';
import { ArticleGrid, ArticleGridSkeleton } from './ArticleCard';
import type { ArticleListBlock } from '../types';
import styles from '../Content.module.css';

/** Cards when an editor leaves «Сколько» empty (the server keeps 0 … 12, 0 and absent alike). */
const DEFAULT_LIMIT = 3;

/** The blog's newest articles, of one section or all, and a link to the rest (main's blog, from any area). */
export function ArticleListBlockView({ block }: { block: ArticleListBlock }) {
  const limit = Math.min(Math.max(block.limit || DEFAULT_LIMIT, 1), 12);
  const { data, error, isPending } = useArticles({ type: block.article_type, limit });
  // A section deleted or renamed after the block was saved reads as an empty list, not as a failure.
  const missing = error?.statusCode === 404;
  if (isPending) return <ArticleGridSkeleton count={limit} label="Загружаем статьи…" />;
  if (error && !missing) return <p className={styles.note}>Не удалось загрузить статьи. Обновите страницу чуть позже.</p>;
  const items = data?.items ?? [];
  return (
    <>
      {items.length > 0 ? <ArticleGrid articles={items} headingLevel={3} /> : <p className={styles.note}>Скоро здесь появятся статьи.</p>}
      {!missing && (
        <p className={styles.more}>
          <ContentLink href={block.article_type ? `main:/blog/${block.article_type}/` : 'main:/blog/'}>
            {block.more_label ?? 'Все материалы'}
          </ContentLink>
        </p>
      )}
    </>
  );
}

import { ContentLink } from '../ContentLink';
import { useArticles } from './api';
import { ArticleGrid } from './ArticleCard';
import type { ArticleListBlock } from '../types';
import styles from '../Content.module.css';

const DEFAULT_LIMIT = 3;

/** The blog's newest articles, of one section or all, and a link to the rest (main's blog, from any area). */
export function ArticleListBlockView({ block }: { block: ArticleListBlock }) {
  const limit = Math.min(Math.max(block.limit || DEFAULT_LIMIT, 1), 12);
  const { data, isPending, isError } = useArticles({ type: block.article_type, limit });
  if (isPending) return <p className={styles.note}>Загружаем статьи…</p>;
  if (isError) return <p className={styles.note}>Не удалось загрузить статьи. Обновите страницу чуть позже.</p>;
  return (
    <>
      {data.items.length > 0 ? (
        <ArticleGrid articles={data.items} headingLevel={3} />
      ) : (
        <p className={styles.note}>Скоро здесь появятся статьи.</p>
      )}
      <p className={styles.more}>
        <ContentLink href={block.article_type ? `main:/blog/${block.article_type}/` : 'main:/blog/'}>
          {block.more_label ?? 'Все материалы'}
        </ContentLink>
      </p>
    </>
  );
}

import { useParams } from 'react-router';
import { Container } from '../../../shared/ui/Container';
import { Chips } from '../../../shared/ui/page';
import { PageSkeleton } from '../../../shared/ui/page/PageSkeleton';
import { PageCrumbs } from '../../../routes/crumbLabels';
import { usePageMeta } from '../../../shared/ui/usePageMeta';
import { ContentBlocks } from '../ContentBlocks';
import { ContentImage } from '../ContentImage';
import { ContentLink } from '../ContentLink';
import { useArticle } from './api';
import { publishedOn } from './format';
import styles from './Blog.module.css';
import contentStyles from '../Content.module.css';

/** /blog/{type}/{code}/: a published article, its body drawn by the content blocks; 404 otherwise. */
export function ArticlePage() {
  const params = useParams();
  const type = params['type'] ?? '';
  const code = params['code'] ?? '';
  const { data, error } = useArticle(type, code);
  usePageMeta(data?.title, data?.seo_description ?? data?.lead, data?.seo_title);
  if (error) throw error;
  if (!data)
    return (
      <>
        <PageCrumbs labels={null} />
        <PageSkeleton label="Загружаем статью…" />
      </>
    );
  return (
    <>
      <PageCrumbs labels={{ 'main-blog-type': data.type_name, 'main-blog-type-code': data.title }} />
      <article className={contentStyles.page}>
        <Container>
          <div className={styles.article}>
            <p className={styles.articleMeta}>
              <ContentLink href={`/blog/${data.type}/`}>{data.type_name}</ContentLink>
              {data.published_at && <time dateTime={data.published_at}>{publishedOn(data.published_at)}</time>}
              {data.author && <span>{data.author}</span>}
            </p>
            <h1 className={`${contentStyles.pageTitle} ${styles.articleTitle}`}>{data.title}</h1>
            {data.lead && <p className={styles.articleLead}>{data.lead}</p>}
            {data.cover && (
              <ContentImage
                className={styles.articleCover}
                src={data.cover}
                alt=""
                fetchPriority="high"
                sizes="(max-width: 860px) 100vw, 820px"
              />
            )}
          </div>
        </Container>
        <ContentBlocks blocks={data.blocks} />
        <Container>
          {data.tags.length > 0 && (
            <div className={styles.tags}>
              <Chips items={data.tags} label="Метки" />
            </div>
          )}
          <ContentLink href={`/blog/${data.type}/`} className={styles.back}>
            Все материалы раздела «{data.type_name}»
          </ContentLink>
        </Container>
      </article>
    </>
  );
}

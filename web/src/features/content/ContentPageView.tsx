import { Container } from '../../shared/ui/Container';
import { ContentBlocks } from './ContentBlocks';
import type { ContentPage } from './types';
import styles from './Content.module.css';

/** A published page: its blocks, under a plain title when the page does not open with a hero. */
export function ContentPageView({ page }: { page: ContentPage }) {
  const opensWithHero = page.blocks[0]?.type === 'hero';
  return (
    <article className={styles.page}>
      {!opensWithHero && (
        <Container>
          <h1 className={styles.pageTitle}>{page.title}</h1>
        </Container>
      )}
      <ContentBlocks blocks={page.blocks} />
    </article>
  );
}

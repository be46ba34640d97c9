import { Section } from '../../shared/ui/page';
import { PeopleDirectory } from '../people';
import { ServiceListBlockView } from '../services';
import { Markdown } from './Markdown';
import { ArticleListBlockView } from './blog/ArticleListBlockView';
import { CardsBlockView } from './blocks/CardsBlockView';
import { ContactsBlockView } from './blocks/ContactsBlockView';
import { CtaBlockView } from './blocks/CtaBlockView';
import { DocumentsBlockView } from './blocks/DocumentsBlockView';
import { EventListBlockView } from './blocks/EventListBlockView';
import { FactsBlockView } from './blocks/FactsBlockView';
import { FaqBlockView } from './blocks/FaqBlockView';
import { GalleryBlockView } from './blocks/GalleryBlockView';
import { HeroBlockView } from './blocks/HeroBlockView';
import { LogosBlockView } from './blocks/LogosBlockView';
import { RecommendedBlockView } from './blocks/RecommendedBlockView';
import { RequestFormBlockView, requestFormTitle } from './blocks/RequestFormBlockView';
import { StepsBlockView } from './blocks/StepsBlockView';
import { TariffsBlockView } from './blocks/TariffsBlockView';
import { TestimonialsBlockView } from './blocks/TestimonialsBlockView';
import type { ContentBlock } from './types';

/**
 * Every block type the site draws, by its name in the page editor (server/src/content/blocks.cpp
 * names them the same). A new type joins ContentBlock (types.ts), this table and BlockBody below
 * together; the admin's UI kit draws one sample of each type listed here, and its test fails while
 * a type has none (decision 0031).
 */
export const BLOCK_TYPE_NAMES: Readonly<Record<ContentBlock['type'], string>> = {
  hero: 'Первый экран',
  rich_text: 'Текст',
  cards: 'Карточки',
  steps: 'Шаги',
  tariffs: 'Тарифы',
  faq: 'Вопросы и ответы',
  contacts: 'Контакты',
  gallery: 'Галерея',
  cta: 'Призыв',
  testimonials: 'Отзывы',
  facts: 'Цифры',
  logos: 'Логотипы',
  event_list: 'Мероприятия',
  article_list: 'Статьи блога',
  recommended: 'Рекомендуем',
  service_list: 'Услуги',
  people: 'Наставники или участники',
  documents: 'Документы',
  request_form: 'Форма заявки',
};

/** What goes inside a block's section: one renderer per block type (decision 0024). */
function BlockBody({ block }: { block: Exclude<ContentBlock, { type: 'hero' | 'cta' | 'recommended' }> }) {
  switch (block.type) {
    case 'rich_text':
      return <Markdown source={block.body} headingLevel={block.title ? 3 : 2} />;
    case 'cards':
      return <CardsBlockView block={block} />;
    case 'steps':
      return <StepsBlockView block={block} />;
    case 'tariffs':
      return <TariffsBlockView block={block} />;
    case 'faq':
      return <FaqBlockView block={block} />;
    case 'contacts':
      return <ContactsBlockView block={block} />;
    case 'gallery':
      return <GalleryBlockView block={block} />;
    case 'testimonials':
      return <TestimonialsBlockView block={block} />;
    case 'facts':
      return <FactsBlockView block={block} />;
    case 'logos':
      return <LogosBlockView block={block} />;
    case 'event_list':
      return <EventListBlockView block={block} />;
    case 'article_list':
      return <ArticleListBlockView block={block} />;
    case 'service_list':
      return <ServiceListBlockView audience={block.audience} headingLevel={block.title ? 3 : 2} />;
    case 'documents':
      return <DocumentsBlockView block={block} />;
    case 'request_form':
      return <RequestFormBlockView block={block} />;
    case 'people':
      return <PeopleDirectory block={block} />;
  }
}

/**
 * A page's blocks in order. The first hero is the page's first screen (its title the page's h1);
 * every other block is a section under its own h2, every second one on the muted background so
 * neighbours stay apart. A call to action is a banner inside its section; a request form sends to
 * the requests inbox; «Рекомендуем» draws its section itself, and nothing while the area has no picks.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  let sections = 0;
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}:${block.type}`;
        if (block.type === 'hero' && index === 0) return <HeroBlockView key={key} block={block} />;
        const tone = sections++ % 2 === 1 ? 'muted' : 'plain';
        if (block.type === 'hero' || block.type === 'cta') {
          return (
            <Section key={key} id={block.anchor} tone={tone}>
              <CtaBlockView block={block} />
            </Section>
          );
        }
        // Its own section, drawn only when the area has picks to show.
        if (block.type === 'recommended') return <RecommendedBlockView key={key} block={block} tone={tone} />;
        const title = block.type === 'request_form' ? requestFormTitle(block) : block.title;
        const lead = 'lead' in block ? block.lead : undefined;
        return (
          <Section key={key} id={block.anchor} tone={tone} title={title} lead={lead}>
            <BlockBody block={block} />
          </Section>
        );
      })}
    </>
  );
}

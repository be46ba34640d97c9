import type { EventType, ListSort } from '../../shared/events/types';
import type { RequestFormKind } from '../requests';

/**
 * Blocks of a content page as `GET /api/content/page` serves them (docs/api.md, "Blocks"): the server
 * checks each against its schema on save (server/src/content/blocks.cpp), leaves out empty optional
 * fields and keeps only the schema's, so the renderer can trust this shape.
 */
interface BlockBase {
  anchor?: string;
}

export interface HeroBlock extends BlockBase {
  type: 'hero';
  title: string;
  lead?: string;
  image?: string;
  button_label?: string;
  button_link?: string;
  second_label?: string;
  second_link?: string;
}

export interface RichTextBlock extends BlockBase {
  type: 'rich_text';
  title?: string;
  body: string;
}

export interface CardsBlock extends BlockBase {
  type: 'cards';
  title?: string;
  lead?: string;
  columns?: '2' | '3' | '4';
  items?: { title: string; text?: string; image?: string; link?: string; link_label?: string }[];
}

export interface StepsBlock extends BlockBase {
  type: 'steps';
  title?: string;
  lead?: string;
  items?: { title: string; text?: string }[];
}

export interface TariffPlan {
  name: string;
  price?: number;
  price_note?: string;
  features?: string[];
  button_label?: string;
  button_link?: string;
  highlighted?: boolean;
}

export interface TariffsBlock extends BlockBase {
  type: 'tariffs';
  title?: string;
  lead?: string;
  plans?: TariffPlan[];
}

export interface FaqBlock extends BlockBase {
  type: 'faq';
  title?: string;
  items?: { question: string; answer: string }[];
}

export interface ContactsBlock extends BlockBase {
  type: 'contacts';
  title?: string;
  address?: string;
  phones?: string[];
  email?: string;
  hours?: string;
  map_link?: string;
}

export interface GalleryBlock extends BlockBase {
  type: 'gallery';
  title?: string;
  images?: { image: string; caption?: string }[];
}

export interface CtaBlock extends BlockBase {
  type: 'cta';
  title: string;
  text?: string;
  button_label: string;
  button_link: string;
  tone?: 'accent' | 'calm';
}

export interface TestimonialsBlock extends BlockBase {
  type: 'testimonials';
  title?: string;
  items?: { author: string; role?: string; text: string }[];
}

export interface FactsBlock extends BlockBase {
  type: 'facts';
  title?: string;
  lead?: string;
  items?: { value: string; label: string }[];
}

export interface LogosBlock extends BlockBase {
  type: 'logos';
  title?: string;
  items?: { name: string; image?: string; link?: string }[];
}

export interface EventListBlock extends BlockBase {
  type: 'event_list';
  title?: string;
  city?: string;
  creative_type?: string;
  tags?: string[];
  types?: EventType[];
  sort?: ListSort;
  limit?: number;
  more_link?: string;
}

export interface ServiceListBlock extends BlockBase {
  type: 'service_list';
  title?: string;
  lead?: string;
  audience: 'all' | 'mentors';
}

export interface ArticleListBlock extends BlockBase {
  type: 'article_list';
  title?: string;
  /** A section's code of the blog: its articles only. */
  article_type?: string;
  limit?: number;
  more_label?: string;
}

/** The area's «Рекомендуем» picks (`GET /api/recommendations`): festivals and articles in the editors' order. */
export interface RecommendedBlock extends BlockBase {
  type: 'recommended';
  /** «Рекомендуем» when empty. */
  title?: string;
  /** 1-12; six when empty. */
  limit?: number;
}

/** PDFs to open: reports, templates, regulations (decision 0041). */
export interface DocumentsBlock extends BlockBase {
  type: 'documents';
  title?: string;
  lead?: string;
  /**
   * `file`: a PDF of ours, uploaded (`/storage/documents/<sha256>.pdf`) or one of the site's own
   * (`/dokumenty/<name>.pdf`).
   */
  items?: { title: string; text?: string; file: string }[];
}

export interface RequestFormBlock extends BlockBase {
  type: 'request_form';
  title?: string;
  lead?: string;
  /** Any form of the requests inbox (server/src/requests/model.cpp). */
  form: RequestFormKind;
  button_label?: string;
}

/** A directory of mentors or participants (issue 17): cards with a filter bar and pages. */
export interface PeopleBlock extends BlockBase {
  type: 'people';
  title?: string;
  kind: 'mentors' | 'participants';
  /** Show the filter bar (creative type, city and, for participants, soloists or collectives). */
  filters?: boolean;
  /** Cards on a page, 1-48; 24 when empty. */
  limit?: number;
}

export type ContentBlock =
  | HeroBlock
  | RichTextBlock
  | CardsBlock
  | StepsBlock
  | TariffsBlock
  | FaqBlock
  | ContactsBlock
  | GalleryBlock
  | CtaBlock
  | TestimonialsBlock
  | FactsBlock
  | LogosBlock
  | EventListBlock
  | ArticleListBlock
  | RecommendedBlock
  | ServiceListBlock
  | DocumentsBlock
  | RequestFormBlock
  | PeopleBlock;

/** `GET /api/content/page?path=`: the published page of the request's area. */
export interface ContentPage {
  area: string;
  path: string;
  title: string;
  seo_title: string | null;
  seo_description: string | null;
  share_image: string | null;
  blocks: ContentBlock[];
}

import type { SectionLink } from '../orders/menu';
import { SEO_TITLE } from './labels';

/** The SEO overrides of any address (decision 0028): Admin and the SEO manager. */
export const SEO_MENU: readonly SectionLink[] = [{ section: 'seo', resource: 'seo', label: SEO_TITLE }];

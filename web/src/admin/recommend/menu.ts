import type { SectionLink } from '../orders/menu';
import { RECOMMEND_TITLE } from './labels';

/** The «Рекомендуем» picks (decision 0030): Admin and the news managers. */
export const RECOMMEND_MENU: readonly SectionLink[] = [{ section: 'recommend', resource: 'recommendations', label: RECOMMEND_TITLE }];

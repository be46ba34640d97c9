import type { SectionLink } from '../orders/menu';
import { REQUESTS_TITLE } from './labels';

/**
 * The inbox of the public forms (docs/api.md, "Requests admin"): Admin and the order managers. Not
 * one of the spec's admin pages, so the route registry has no name for it and the label is ours.
 */
export const REQUESTS_MENU: readonly SectionLink[] = [{ section: 'requests', resource: 'requests', label: REQUESTS_TITLE }];

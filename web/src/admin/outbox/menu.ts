import type { SectionLink } from '../orders/menu';

/**
 * The mail and SMS outbox (docs/api.md, "Mail and SMS"), Admin only. The section is not one of the
 * spec's admin pages, so the route registry has no name for it and the label is written here.
 */
export const OUTBOX_MENU: readonly SectionLink[] = [{ section: 'outbox', resource: 'outbox', label: 'Почта и SMS' }];

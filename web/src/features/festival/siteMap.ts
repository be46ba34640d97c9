import { EMPTY_FILTERS, filtersTarget } from '../catalog';
import type { FilterCode, FilterDefinition } from '../../shared/events/types';

import type { SiteMapGroup } from '../../shared/ui/siteMap/SiteMap';

/** Filters that have pages of their own, in the site map's order, with the groups' headings. */
const FILTER_GROUPS: readonly { code: FilterCode; title: string }[] = [
  { code: 'creative_type', title: 'Направления' },
  { code: 'city', title: 'Города' },
  { code: 'age_category', title: 'Возраст участников' },
  { code: 'tags', title: 'Особенности' },
];

/**
 * Links to the festival list of every single filter value (the filter pages sitemap.xml lists):
 * built with the path rule of docs/api.md from `GET /api/event/filters`.
 */
export function filterGroups(filters: readonly FilterDefinition[]): SiteMapGroup[] {
  return FILTER_GROUPS.flatMap(({ code, title }) => {
    const definition = filters.find((f) => f.code === code);
    const values = (definition?.Values ?? []).filter((v) => v.type === 'value');
    if (values.length === 0) return [];
    const links = values.map((v) => ({
      label: v.title,
      icon: v.icon || undefined,
      target: filtersTarget(code === 'tags' ? { ...EMPTY_FILTERS, tags: [v.code] } : { ...EMPTY_FILTERS, [code]: v.code }, filters),
    }));
    return [{ id: code, title, links }];
  });
}

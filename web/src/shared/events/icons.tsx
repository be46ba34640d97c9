import { LineIcon, SEARCH_ICON } from './LineIcon';

/** What an unknown name draws. */
const TAG_ICON = 'M3 12V4h8l10 10-8 8-10-10zM7.5 6.5a1 1 0 100 2 1 1 0 000-2z';

/**
 * Line icons of the catalogue, by the names the server gives (tag `icon`, filter `Icon`, creative
 * type `icon`), in three groups; the /icon/ page shows them with these names for the editors of the
 * handbooks. An unknown name draws the tag icon, so a new handbook entry never shows a hole.
 */
const TAG_PATHS: Record<string, string> = {
  wave: 'M2 10c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2M2 16c2 0 2-2 4-2s2 2 4 2 2-2 4-2 2 2 4 2 2-2 4-2',
  sun: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  globe: 'M12 2a10 10 0 100 20 10 10 0 000-20zM2 12h20M12 2a15 15 0 010 20M12 2a15 15 0 000 20',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8c-4 0-5-2-4-3.5s3-.5 4 3.5zM12 8c4 0 5-2 4-3.5s-3-.5-4 3.5z',
  fire: 'M12 22c4 0 7-3 7-7 0-4-3-6-4-9-1 2-2 3-3 3 0-3-1-5-3-7 0 4-4 6-4 12 0 4 3 8 7 8z',
  award: 'M12 3a6 6 0 100 12 6 6 0 000-12zM8.5 14L7 22l5-3 5 3-1.5-8',
  trophy: 'M8 4h8v5a4 4 0 01-8 0V4zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 21h8M9 17h6v4H9z',
  bed: 'M3 19V6M3 14h18v5M21 14v-2a3 3 0 00-3-3h-7v5M7 9a2 2 0 100 4 2 2 0 000-4z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
};

const FILTER_PATHS: Record<string, string> = {
  search: SEARCH_ICON,
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  location: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  age: 'M12 4a3 3 0 100 6 3 3 0 000-6zM6 21v-2a6 6 0 0112 0v2',
  palette:
    'M12 3a9 9 0 100 18c1 0 1.5-.7 1.5-1.5 0-.9-.8-1.4-.8-2.1 0-.8.7-1.4 1.5-1.4H16a5 5 0 005-5c0-4.4-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01',
  tag: TAG_ICON,
};

const CREATIVE_TYPE_PATHS: Record<string, string> = {
  mic: 'M9 5a3 3 0 016 0v6a3 3 0 01-6 0zM5 11a7 7 0 0014 0M12 18v3M8 21h8',
  dance: 'M13 2a2 2 0 100 4 2 2 0 000-4zM13 7l-2 5 4 3-1 6M11 12l-5 1M13 8l5 2',
  guitar:
    'M20 4l-7.5 7.5M18 2l4 4M11 9.5a4 4 0 00-5 .5 3 3 0 01-2 1 3.5 3.5 0 103 5.5 3 3 0 011-2 4 4 0 00.5-5M9 13a1 1 0 100 2 1 1 0 000-2z',
  circus: 'M2 20h20M4 20l8-14 8 14M12 6V2l4 1.5L12 5M9 20l3-6 3 6',
  mask: 'M4 5h16v6a8 8 0 01-16 0V5zM8 10h2M14 10h2M9 15c1.5 1 4.5 1 6 0',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2V5zM4 19a2 2 0 012-2h13',
  brush: 'M18 3l3 3-9 9-3-3 9-9zM9 12c-3 0-4 2-4 4s-1 3-3 3c2 2 7 2 9-1 1-1.5 1-3 1-3',
  hanger: 'M10 5a2 2 0 114 0c0 1.2-2 1.5-2 3l9 7a1 1 0 01-.6 1.8H3.6A1 1 0 013 15l9-7',
  camera: 'M4 7h4l2-3h4l2 3h4v13H4zM12 9a4 4 0 100 8 4 4 0 000-8z',
  balalaika: 'M12 10l-7 11h14zM12 10V2M10 3h4M12 16a1 1 0 100 2 1 1 0 000-2z',
};

const PATHS: Record<string, string> = { ...TAG_PATHS, ...FILTER_PATHS, ...CREATIVE_TYPE_PATHS };

export interface IconGroup {
  code: 'tags' | 'filters' | 'creative_types';
  title: string;
  /** Icon names, in the order of the table. */
  names: readonly string[];
}

/** The icon set by where the catalogue uses it. */
export const ICON_GROUPS: readonly IconGroup[] = [
  { code: 'tags', title: 'Метки', names: Object.keys(TAG_PATHS) },
  { code: 'filters', title: 'Фильтры', names: Object.keys(FILTER_PATHS) },
  { code: 'creative_types', title: 'Виды творчества', names: Object.keys(CREATIVE_TYPE_PATHS) },
];

export function CatalogIcon({ name, size = 18 }: { name: string; size?: number }) {
  return <LineIcon path={PATHS[name] ?? TAG_ICON} size={size} />;
}

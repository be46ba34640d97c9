import { sectionName } from '../access';
import type { MenuLine } from '../catalog/menuLayout';

/** A menu entry of a section built outside the catalogue: the section that grants it and its resource. */
export interface SectionLink {
  section: string;
  resource: string;
  label: string;
}

export const ORDERS_MENU: readonly SectionLink[] = [{ section: 'orders', resource: 'orders', label: sectionName('orders') }];

/** Adds the granted links before the own profile, which stays last where people look for it. */
export function addMenuLinks(lines: readonly MenuLine[], links: readonly SectionLink[], sections: readonly string[]): MenuLine[] {
  const granted = new Set(sections);
  const extra: MenuLine[] = links
    .filter((link) => granted.has(link.section))
    .map((link) => ({ kind: 'link', key: link.resource, to: `/${link.resource}`, label: link.label }));
  const profile = lines.findIndex((line) => line.kind === 'link' && line.key === 'users/profile');
  if (profile < 0) return [...lines, ...extra];
  return [...lines.slice(0, profile), ...extra, ...lines.slice(profile)];
}

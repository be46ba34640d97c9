import { adminMenu } from '../access';
import { catalogMenu } from './sections';

/** One line of the admin menu: a link (keyed by section or resource) or a group heading. */
export type MenuLine = { kind: 'link'; key: string; to: string; label: string } | { kind: 'heading'; label: string };

/**
 * The admin menu for the user's sections: the accounts' entries, then the catalogue's (handbooks
 * under one heading with their section's name), own profile last, where people look for it.
 */
export function menuLayout(sections: readonly string[]): MenuLine[] {
  const accounts = adminMenu(sections).map((entry) => ({
    kind: 'link' as const,
    key: entry.section,
    to: entry.to,
    label: entry.label,
  }));
  const lines: MenuLine[] = accounts.filter((line) => line.key !== 'users/profile');
  let group: string | undefined;
  for (const entry of catalogMenu(sections)) {
    if (entry.group && entry.group !== group) lines.push({ kind: 'heading', label: entry.group });
    group = entry.group;
    lines.push({ kind: 'link', key: entry.resource, to: `/${entry.resource}`, label: entry.label });
  }
  return [...lines, ...accounts.filter((line) => line.key === 'users/profile')];
}

import type { ReactElement } from 'react';

/**
 * The icons a menu item may name (spec section 3, Menu item `icon`; the server's choice in
 * content/layout.cpp lists the same codes). Drawn on the 24×24 grid, holes by the even-odd rule.
 */
export const MENU_ICON_PATHS = {
  festival: 'M12 2l2.9 6.6 7.1.7-5.4 4.7 1.6 7-6.2-3.7L5.8 21l1.6-7L2 9.3l7.1-.7z',
  school: 'M12 3L1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z',
  music: 'M12 3v10.6A4 4 0 1014 17V7h4V3z',
  people:
    'M9 11a4 4 0 100-8 4 4 0 000 8zm8 0a3 3 0 100-6 3 3 0 000 6zM1 20v-1.5C1 15.5 6.3 14 9 14s8 1.5 8 4.5V20zm17 0v-1.5c0-1.6-.8-2.9-2-3.8 2.9.1 7 1.4 7 3.8V20z',
  ticket: 'M2 6a2 2 0 012-2h16a2 2 0 012 2v4a2 2 0 000 4v4a2 2 0 01-2 2H4a2 2 0 01-2-2v-4a2 2 0 000-4zm11 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z',
  venue: 'M2 21V8l10-5 10 5v13h-7v-6H9v6z',
  info: 'M12 2a10 10 0 110 20 10 10 0 010-20zm-1 8v7h2v-7zm0-3v2h2V7z',
  blog: 'M4 3h16v18H4zm3 3v5h5V6zm7 0v2h3V6zm0 3v2h3V9zm-7 4v2h10v-2zm0 4v2h10v-2z',
} as const;

export type MenuIconCode = keyof typeof MENU_ICON_PATHS;

function isMenuIcon(code: string): code is MenuIconCode {
  return Object.hasOwn(MENU_ICON_PATHS, code);
}

/** A menu item's icon, decorative (the item's title names it); nothing for an unknown code. */
export function MenuIcon({ code, size = 22 }: { code: string | undefined; size?: number }): ReactElement | null {
  if (!code || !isMenuIcon(code)) return null;
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={MENU_ICON_PATHS[code]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

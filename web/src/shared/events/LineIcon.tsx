/**
 * One line icon of the catalogue's style by its path. Apart from the table of icons (icons.tsx):
 * the events header's search button draws the magnifier on every page, and a module the shell
 * imports comes whole into the entry chunk.
 */
export function LineIcon({ path, size = 18 }: { path: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** The magnifier of the filters. */
export const SEARCH_ICON = 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4';

import { lazy, Suspense, useRef, useState } from 'react';
import type { AreaCode } from '../../app/areas';
import { IconButton } from '../../shared/ui/IconButton';
import { SearchIcon } from './SearchIcon';
import { useSearchNavigate } from './useSearchNavigate';

// Drawn only after a click, so they are chunks of their own, not part of every page's entry.
const InlineSearch = lazy(() => import('./InlineSearch').then((module) => ({ default: module.InlineSearch })));
const SearchModal = lazy(() => import('./SearchModal').then((module) => ({ default: module.SearchModal })));

/**
 * The header's search (spec section 4, decision 0011): in the main area the icon toggles an input
 * mode over the header bar; the other public areas open the simple search modal. The events area's
 * icon opens its filter modal instead, and the account and admin areas have no site search.
 */
const MODAL_AREAS: ReadonlySet<AreaCode> = new Set(['bravo', 'oki', 'organizer', 'arenda', 'welcome']);

export function hasHeaderSearch(area: AreaCode): boolean {
  return area === 'main' || MODAL_AREAS.has(area);
}

export function HeaderSearch({ area }: { area: AreaCode }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useSearchNavigate();
  if (!hasHeaderSearch(area)) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={toggle}
        label={open ? 'Закрыть поиск' : 'Поиск по сайту'}
        aria-expanded={area === 'main' ? open : undefined}
        aria-haspopup={area === 'main' ? undefined : 'dialog'}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          {area === 'main' ? (
            <InlineSearch onClose={close} onSearch={search} />
          ) : (
            // A modal <dialog>: the top layer, so the header's backdrop-filter does not box it in.
            <SearchModal onClose={() => setOpen(false)} onSearch={search} />
          )}
        </Suspense>
      )}
    </>
  );
}

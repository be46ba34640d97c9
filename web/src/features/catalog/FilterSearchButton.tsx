import { lazy, Suspense, useState } from 'react';
import { IconButton } from '../../shared/ui/IconButton';
import { LineIcon, SEARCH_ICON } from '../../shared/events/LineIcon';

// The modal and its filter panel are a chunk of their own: the header of every events page has
// the button, few visitors open it.
const FilterModal = lazy(() => import('./FilterModal').then((module) => ({ default: module.FilterModal })));

/**
 * The events header's search icon (spec section 4): opens and closes the filter panel as a modal.
 * The modal mounts on first open, so its code and the filters are fetched only then.
 */
export function FilterSearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label="Поиск фестивалей" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <LineIcon path={SEARCH_ICON} size={20} />
      </IconButton>
      {/* A modal <dialog>: the top layer, so the header's backdrop-filter does not box it in. */}
      {open && (
        <Suspense fallback={null}>
          <FilterModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

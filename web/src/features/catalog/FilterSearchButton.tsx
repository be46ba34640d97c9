import { useState } from 'react';
import { IconButton } from '../../shared/ui/IconButton';
import { FilterModal } from './FilterModal';
import { CatalogIcon } from '../../shared/events/icons';

/**
 * The events header's search icon (spec section 4): opens and closes the filter panel as a modal.
 * The modal mounts on first open, so the filters are fetched only then.
 */
export function FilterSearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label="Поиск фестивалей" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <CatalogIcon name="search" size={20} />
      </IconButton>
      {/* A modal <dialog>: the top layer, so the header's backdrop-filter does not box it in. */}
      {open && <FilterModal onClose={() => setOpen(false)} />}
    </>
  );
}

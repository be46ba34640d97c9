import { useEffect } from 'react';
import { pageTitle } from '../../routes/registry';

/**
 * Title and description of a list whose heading comes from its filters, as the server writes
 * them on a full load. RoutePage sets the route's generic title in its own effect, which runs
 * after the page's; the microtask lets this one land last.
 */
export function useListMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    let live = true;
    queueMicrotask(() => {
      if (!live) return;
      document.title = pageTitle(title);
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta && description) meta.content = description;
    });
    return () => {
      live = false;
    };
  }, [title, description]);
}

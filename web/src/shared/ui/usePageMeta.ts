import { useEffect } from 'react';
import { pageTitle } from '../../routes/registry';

/**
 * The title and description of a page whose name comes from data (a festival, a project, a filtered list), as the
 * server writes them on a full load. RoutePage sets the route's generic title in its own effect,
 * which runs after the page's effects; the microtask lets the page's title land last. `wholeTitle`
 * (an editor's SEO title) replaces the «name — product» title whole.
 */
export function usePageMeta(name: string | undefined, description: string | undefined, wholeTitle?: string): void {
  useEffect(() => {
    if (!name) return undefined;
    let live = true;
    queueMicrotask(() => {
      if (!live) return;
      document.title = wholeTitle ?? pageTitle(name);
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta && description) meta.content = description;
    });
    return () => {
      live = false;
    };
  }, [name, description, wholeTitle]);
}

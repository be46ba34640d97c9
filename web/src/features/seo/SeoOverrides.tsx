import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApiDomain } from '../../app/AreaContext';
import { api } from '../../shared/api';

/** What a SEO manager set for an address of the area (`GET /api/seo/overrides`, decision 0028). */
export interface SeoOverride {
  title?: string;
  description?: string;
  noindex?: boolean;
}

const STALE_MS = 5 * 60 * 1000;

function robotsMeta(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
}

/** Puts the override into the document's head, leaving what it does not set as the page made it. */
export function applySeoOverride(entry: SeoOverride): void {
  if (entry.title && document.title !== entry.title) document.title = entry.title;
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (entry.description && description && description.content !== entry.description) description.content = entry.description;
  if (entry.noindex && !robotsMeta()) {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  }
}

/**
 * The area's SEO overrides over the titles pages set themselves: the server writes them into a
 * full load's head, and this keeps them there while the app runs (a page that sets its title later,
 * after its data arrives, is overridden again). Leaving the address drops its noindex.
 */
export function SeoOverrides() {
  const domain = useApiDomain();
  const { pathname } = useLocation();
  const overrides = useQuery({
    queryKey: ['seo', 'overrides', domain ?? ''],
    queryFn: async ({ signal }) => {
      const response = await api.get<{ items: Record<string, SeoOverride> }>('/api/seo/overrides', { query: { domain }, signal });
      return response.data?.items ?? {};
    },
    staleTime: STALE_MS,
  }).data;
  const entry = overrides?.[pathname];

  useEffect(() => {
    if (!entry) return undefined;
    applySeoOverride(entry);
    const observer = new MutationObserver(() => applySeoOverride(entry));
    observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [entry]);

  useEffect(() => {
    // A full load of an address with noindex has the server's robots meta: gone on leaving it.
    return () => robotsMeta()?.remove();
  }, [pathname]);

  return null;
}

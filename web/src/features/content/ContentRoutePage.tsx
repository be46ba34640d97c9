import { useLocation } from 'react-router';
import { useApiDomain } from '../../app/AreaContext';
import { PageSkeleton } from '../../shared/ui/page/PageSkeleton';
import { usePageMeta } from '../../shared/ui/usePageMeta';
import { useContentPage } from './api';
import { ContentPageView } from './ContentPageView';

/**
 * The page an editor runs at this address (or at `path`, for a route that shows another address's
 * page): loaded from `GET /api/content/page`, 404 «Страница не найдена» when none is published.
 */
export function ContentRoutePage({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const domain = useApiDomain();
  const { data, error } = useContentPage(path ?? pathname, domain);
  usePageMeta(data?.title, data?.seo_description ?? undefined, data?.seo_title ?? undefined);
  if (error) throw error;
  if (!data) return <PageSkeleton label="Загружаем страницу…" />;
  return <ContentPageView page={data} />;
}

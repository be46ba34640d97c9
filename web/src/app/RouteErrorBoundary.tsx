import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { toPlatformError } from '../shared/errors/platformError';

/** Renders any error raised while matching, guarding, loading or rendering a page. */
export function RouteErrorBoundary() {
  const error = toPlatformError(useRouteError());
  return <ErrorPage error={error} />;
}

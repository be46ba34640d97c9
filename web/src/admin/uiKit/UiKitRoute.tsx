import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';

/** The kit draws every public block and card: its own chunk, loaded when the page is opened. */
const UiKitPage = lazy(() => import('./UiKitPage'));

/** `/ui-kit` of the admin (section ui-kit). */
export function UiKitRoute(): ReactElement {
  return (
    <Suspense fallback={<Loading />}>
      <UiKitPage />
    </Suspense>
  );
}

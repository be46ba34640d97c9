import { assertKnownMiddleware } from './middleware';
import { GLOBAL_MIDDLEWARE, routes } from '../routes/registry';
import { readHostContext } from './hostContext';
import type { HostContext } from '../routes/href';

/**
 * Start-up: checks the route registry (an unknown middleware name throws, spec section 8),
 * resolves the area and marks the document with it (design tokens follow `data-area`).
 */
export function bootstrap(doc: Document = document): HostContext {
  assertKnownMiddleware(routes, GLOBAL_MIDDLEWARE);
  const host = readHostContext();
  doc.documentElement.dataset['area'] = host.area;
  doc.documentElement.lang = 'ru';
  return host;
}

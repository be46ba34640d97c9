import type { ComponentType } from 'react';
import type { AreaCode } from '../app/areas';

/** Names of the reusable route middleware (see src/app/middleware.ts). */
export type MiddlewareName = 'auth' | 'role' | 'trailing-slash' | 'slug';

/** Route parameter values: a string per `:p` / `:p?`, a list of segments per `:p+`. */
export type RouteParams = Record<string, string | string[] | undefined>;

import type { RoleCode } from '../shared/roles';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Role codes of spec section 3 that the role middleware checks. */
export type { RoleCode } from '../shared/roles';

export interface RouteDefinition {
  /** Decision 0001: the spec path without `/_`, slashes turned into dashes, parameters dropped. */
  name: string;
  area: AreaCode;
  /** Visible path pattern, always ending with `/`: `:p` segment, `:p?` optional, `:p+` one or more. */
  pattern: string;
  /** Short name used by breadcrumbs. */
  pageName: string;
  /** Full document title (what goes into <title>). */
  title: string;
  /** Meta description of an area's home; any other route's is `describe(route)` (descriptions.ts). */
  description?: string;
  /** Extra check of the matched parameters; anything but `true` is a 404. */
  validate?: (params: RouteParams) => boolean;
  /** Route middleware by name, run in order after the global ones. */
  middleware?: readonly string[];
  /** Roles allowed by the `role` middleware (any of them). */
  roles?: readonly RoleCode[];
  /**
   * The published content page the route shows (decision 0024): its path, or `'self'` for the page at
   * the address itself. The server then takes the page's title from it and answers 404 when none is
   * published.
   */
  content?: string;
  /**
   * `'page'`: the page draws the breadcrumbs itself (PageCrumbs), named from its data in the same
   * render; otherwise RoutePage draws them with the routes' names.
   */
  crumbs?: 'page';
  /** Kept out of search engines: the server writes a robots noindex and leaves it out of the sitemap. */
  noindex?: boolean;
  /** The page component, lazily imported; absent while the page does not exist. */
  page?: PageLoader;
}

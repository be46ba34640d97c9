import { redirect, redirectDocument } from 'react-router';
import type { SessionUser } from '../features/session/session';
import { createError, validationNotFound } from '../shared/errors/platformError';
import type { MiddlewareName, RouteDefinition, RouteParams } from '../routes/types';

/**
 * Route middleware: named, reusable checks run before a page renders (spec section 2).
 * A middleware returns nothing to continue, or throws a redirect or a PlatformError.
 * The names used by the registry are checked at start-up: an unknown name throws (spec section 8).
 */
export interface MiddlewareContext {
  route: RouteDefinition;
  params: RouteParams;
  url: URL;
  loadUser: () => Promise<SessionUser | null>;
  /** URL of a route by name, for the current host (see routes/href.ts). */
  hrefFor: (name: string, query?: Record<string, string>) => { href: string; sameArea: boolean };
}

export type Middleware = (ctx: MiddlewareContext) => void | Promise<void>;

const SLUG_RE = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

function redirectTo(target: { href: string; sameArea: boolean }): Response {
  return target.sameArea ? redirect(target.href) : redirectDocument(target.href);
}

async function requireUser(ctx: MiddlewareContext): Promise<SessionUser> {
  const user = await ctx.loadUser();
  if (user) return user;
  throw redirectTo(ctx.hrefFor('id-login', { back: ctx.url.href }));
}

export const middlewareRegistry: Record<MiddlewareName, Middleware> = {
  /** One canonical form: paths end with `/`; the URL is replaced client-side, query kept. */
  'trailing-slash': ({ url }) => {
    if (!url.pathname.endsWith('/')) throw redirect(`${url.pathname}/${url.search}${url.hash}`);
  },
  /** Every parameter value must be a slug (letters, digits, single dashes or underscores). */
  slug: ({ params, url }) => {
    for (const value of Object.values(params)) {
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (!list.every((v) => SLUG_RE.test(v))) throw validationNotFound(url.pathname);
    }
  },
  /** A signed-in user is required; guests go to the login page of the id area. */
  auth: async (ctx) => {
    await requireUser(ctx);
  },
  /** The user must hold one of the route's roles (any of them); otherwise 403. */
  role: async (ctx) => {
    const user = await requireUser(ctx);
    const allowed = ctx.route.roles ?? [];
    const codes = new Set((user.roles ?? []).map((r) => r.code.toLowerCase()));
    if (allowed.length > 0 && !allowed.some((role) => codes.has(role.toLowerCase()))) {
      throw createError({ statusCode: 403, statusMessage: 'Forbidden', fatal: true });
    }
  },
};

export function isMiddlewareName(name: string): name is MiddlewareName {
  return Object.hasOwn(middlewareRegistry, name);
}

/** Resolves middleware names to functions; an unknown name throws (checked at start-up). */
export function resolveMiddleware(names: readonly string[], routeName: string): Middleware[] {
  return names.map((name) => {
    if (!isMiddlewareName(name)) throw new Error(`Unknown route middleware "${name}" in route "${routeName}"`);
    return middlewareRegistry[name];
  });
}

/** Start-up check of the whole registry. */
export function assertKnownMiddleware(routes: readonly RouteDefinition[], global: readonly string[]): void {
  resolveMiddleware(global, '*');
  for (const route of routes) resolveMiddleware(route.middleware ?? [], route.name);
}

/** Runs global then route middleware, then the route's own validation (404 'Page Not Found: {path}'). */
export async function runRouteGuards(ctx: MiddlewareContext, global: readonly string[]): Promise<void> {
  const chain = [...resolveMiddleware(global, '*'), ...resolveMiddleware(ctx.route.middleware ?? [], ctx.route.name)];
  for (const middleware of chain) await middleware(ctx);
  if (ctx.route.validate && ctx.route.validate(ctx.params) !== true) throw validationNotFound(ctx.url.pathname);
}

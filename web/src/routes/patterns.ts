import type { RouteParams } from './types';

export type SegmentKind = 'static' | 'param' | 'optional' | 'rest';

export interface PatternSegment {
  kind: SegmentKind;
  /** Literal text for static segments, the parameter name otherwise. */
  value: string;
}

const PARAM_RE = /^:([A-Za-z][A-Za-z0-9_]*)([?+]?)$/;

/** Splits a pattern such as `/blog/:type?/:code/` into segments. */
export function parsePattern(pattern: string): PatternSegment[] {
  if (!pattern.startsWith('/') || !pattern.endsWith('/')) {
    throw new Error(`Route pattern must start and end with "/": ${pattern}`);
  }
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      const param = PARAM_RE.exec(part);
      if (!param) return { kind: 'static', value: part };
      const [, name = '', modifier] = param;
      return { kind: modifier === '?' ? 'optional' : modifier === '+' ? 'rest' : 'param', value: name };
    });
}

/** Parameter names of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return parsePattern(pattern)
    .filter((s) => s.kind !== 'static')
    .map((s) => s.value);
}

/**
 * Path for react-router: no leading or trailing slash; a `:p+` rest segment becomes the splat `*`
 * (react-router allows it only at the end, which is where the registry puts it).
 */
export function toRouterPath(pattern: string): string {
  return parsePattern(pattern)
    .map((s) => (s.kind === 'static' ? s.value : s.kind === 'optional' ? `:${s.value}?` : s.kind === 'rest' ? '*' : `:${s.value}`))
    .join('/');
}

/** Turns react-router params back into the registry's named params (splat -> segment list). */
export function fromRouterParams(pattern: string, params: Record<string, string | undefined>): RouteParams {
  const result: RouteParams = {};
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') continue;
    if (segment.kind === 'rest') {
      result[segment.value] = (params['*'] ?? '').split('/').filter((s) => s !== '');
    } else {
      const value = params[segment.value];
      if (value !== undefined && value !== '') result[segment.value] = value;
    }
  }
  return result;
}

function encodeSegment(value: string): string {
  return encodeURIComponent(value);
}

/** Builds a canonical path (ending with `/`) from a pattern and parameters. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    const value = params[segment.value];
    switch (segment.kind) {
      case 'static':
        parts.push(segment.value);
        break;
      case 'optional':
        if (typeof value === 'string' && value !== '') parts.push(encodeSegment(value));
        break;
      case 'param':
        if (typeof value !== 'string' || value === '') {
          throw new Error(`Missing route parameter "${segment.value}" for ${pattern}`);
        }
        parts.push(encodeSegment(value));
        break;
      case 'rest': {
        const list = (Array.isArray(value) ? value : typeof value === 'string' ? value.split('/') : []).filter((v) => v !== '');
        if (list.length === 0) throw new Error(`Missing route parameter "${segment.value}" for ${pattern}`);
        parts.push(...list.map(encodeSegment));
        break;
      }
    }
  }
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/**
 * Matches a path against a pattern (trailing slash optional); returns the named params or null.
 * Used by tests and by breadcrumbs; react-router does the matching at run time.
 */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const segments = parsePattern(pattern);
  const parts = path
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const params: RouteParams = {};
  const walk = (si: number, pi: number): boolean => {
    if (si === segments.length) return pi === parts.length;
    const segment = segments[si]!;
    const part = parts[pi];
    switch (segment.kind) {
      case 'static':
        return part === segment.value && walk(si + 1, pi + 1);
      case 'param':
        if (part === undefined) return false;
        params[segment.value] = part;
        return walk(si + 1, pi + 1);
      case 'optional':
        if (part !== undefined) {
          params[segment.value] = part;
          if (walk(si + 1, pi + 1)) return true;
        }
        delete params[segment.value];
        return walk(si + 1, pi);
      case 'rest':
        if (part === undefined) return false;
        params[segment.value] = parts.slice(pi);
        return si === segments.length - 1;
    }
  };
  return walk(0, 0) ? params : null;
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHostContext } from '../../app/AreaContext';
import { isAreaCode, type AreaCode } from '../../app/areas';
import { areaHref, type HostContext } from '../../routes/href';

/** The link kinds the server lets an editor save (docs/api.md, "Blocks": link). */
const SAFE_LINK = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/** `events:/festivals/`: a path of another area. */
const AREA_LINK = /^([a-z]+):(\/(?!\/).*)$/;

function areaOf(href: string): { area: AreaCode; path: string } | null {
  const match = AREA_LINK.exec(href);
  const area = match?.[1];
  if (!area || !match[2] || !isAreaCode(area) || area === 'admin') return null;
  return { area, path: match[2] };
}

export interface ResolvedLink {
  href: string;
  /** A page of the current area: a client-side router link. */
  router: boolean;
  /** Another site: opens in a new tab. */
  external: boolean;
}

/**
 * An editor's link for the current host: a path of this area or `area:/path` of any (another
 * subdomain, or `?domain=` on local hosts, by the one href helper), an anchor, a web address,
 * `mailto:` or `tel:`. Null for anything else: the server refuses it on save, and the page must not
 * depend on that alone.
 */
export function resolveLink(link: string, host: HostContext): ResolvedLink | null {
  const target = link.startsWith('/') && !link.startsWith('//') ? { area: host.area, path: link } : areaOf(link);
  if (target) {
    const hashAt = target.path.indexOf('#');
    const path = hashAt < 0 ? target.path : target.path.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : target.path.slice(hashAt);
    const built = areaHref(target.area, path, host, {}, hash);
    return { href: built.href, router: built.sameArea, external: false };
  }
  if (!SAFE_LINK.test(link)) return null;
  return { href: link, router: false, external: /^https?:/i.test(link) };
}

export function ContentLink({
  href,
  className,
  onClick,
  children,
}: {
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const link = resolveLink(href, useHostContext());
  if (!link) return <>{children}</>;
  if (link.router) {
    return (
      <Link to={link.href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}

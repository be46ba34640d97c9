import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHostContext } from '../../app/AreaContext';
import { areaPathHref } from '../../routes/href';

/** The link kinds the server lets an editor save (docs/api.md, "Blocks": link). */
const SAFE_LINK = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

export function isSafeLink(href: string): boolean {
  return SAFE_LINK.test(href);
}

/**
 * A link an editor typed: a path of this area is a router link (keeping `?domain=` on local hosts),
 * an anchor, a web address, `mailto:` or `tel:` a plain one. Anything else shows as its text only:
 * the server refuses it on save, and the page must not depend on that alone.
 */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const host = useHostContext();
  if (!isSafeLink(href)) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <Link to={areaPathHref(href, host)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel={/^https?:/i.test(href) ? 'noopener' : undefined}>
      {children}
    </a>
  );
}

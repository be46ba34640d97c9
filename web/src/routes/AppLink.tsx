import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useHref } from '../app/AreaContext';
import type { HrefTarget } from './href';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Route name of the registry. */
  to: string;
  params?: HrefTarget['params'];
  hash?: string;
  query?: HrefTarget['query'];
  children: ReactNode;
};

/**
 * The link of the app: by route name, through the one href helper. Inside the current area it is a
 * client-side router link; to another area it is a plain link (another subdomain or `?domain=`).
 */
export function AppLink({ to, params, hash, query, children, ...rest }: AppLinkProps) {
  const buildHref = useHref();
  const { href, sameArea } = buildHref({ name: to, params, hash, query });
  if (sameArea) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

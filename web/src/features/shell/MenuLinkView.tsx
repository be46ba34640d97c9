import { AppLink } from '../../routes/AppLink';
import type { MenuLink } from './menus';

export function MenuLinkView({ link, className, onClick }: { link: MenuLink; className?: string; onClick?: () => void }) {
  if ('route' in link) {
    return (
      <AppLink to={link.route} params={link.params} hash={link.hash} className={className} onClick={onClick}>
        {link.label}
      </AppLink>
    );
  }
  return (
    <a href={link.href} className={className} onClick={onClick} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}

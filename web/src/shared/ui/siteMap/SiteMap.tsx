import type { ReactNode } from 'react';
import { AppLink } from '../../../routes/AppLink';
import type { HrefTarget } from '../../../routes/href';
import { CatalogIcon } from '../../events/icons';
import { Container } from '../Container';
import styles from './SiteMap.module.css';

/** One group of an area's site map: a heading and its links. */
export interface SiteMapGroup {
  id: string;
  title: string;
  links: { label: string; target: HrefTarget; icon?: string }[];
}

/** An area's site map page (/karta/): its title, a lead and the groups in columns. */
export function SiteMapLayout({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>Карта сайта</h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.grid}>{children}</div>
      </div>
    </Container>
  );
}

export function SiteMapGroupView({ group }: { group: SiteMapGroup }) {
  const headingId = `karta-${group.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={styles.links}>
        {group.links.map((link) => (
          <li key={`${link.target.name}-${link.label}`}>
            <AppLink to={link.target.name} params={link.target.params} query={link.target.query} className={styles.link}>
              {link.icon && <CatalogIcon name={link.icon} size={16} />}
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A group whose links are still loading, or failed to. */
export function SiteMapPending({ id, title, error }: { id: string; title: string; error: string | null }) {
  return (
    <section className={styles.group} aria-labelledby={`karta-${id}`}>
      <h2 id={`karta-${id}`} className={styles.groupTitle}>
        {title}
      </h2>
      <p className={styles.muted} role={error ? 'alert' : 'status'}>
        {error ? `Не удалось загрузить список: ${error}` : 'Загружаем…'}
      </p>
    </section>
  );
}

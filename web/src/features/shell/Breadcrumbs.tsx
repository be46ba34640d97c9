import { AppLink } from '../../routes/AppLink';
import type { Crumb } from '../../routes/breadcrumbs';
import { hasPage } from '../../routes/registry';
import { Container } from '../../shared/ui/Container';
import styles from './Breadcrumbs.module.css';

/** Breadcrumbs from the routes' pageName; shown only with more than one item (spec section 2). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length <= 1) return null;
  return (
    <Container>
      <nav aria-label="Навигационная цепочка" className={styles.nav}>
        <ol className={styles.list}>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.name} className={styles.item}>
                {last || !hasPage(item.name) ? (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                ) : (
                  <AppLink to={item.name} params={item.params}>
                    {item.label}
                  </AppLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </Container>
  );
}

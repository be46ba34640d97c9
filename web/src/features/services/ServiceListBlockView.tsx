import { ChipList } from '../../shared/ui/ChipList';
import { useServices } from './api';
import { groupServices, type Audience } from './catalogue';
import { ServiceCard } from './ServiceCard';
import styles from './Services.module.css';

/**
 * The `service_list` block of a content page (/uslugi/, /uslugi/for-mentors/): the public services
 * catalogue for its audience, grouped by category with a jump list, each card with add-to-basket.
 * Its categories are h2 when the block has no title of its own, h3 under it otherwise.
 */
export function ServiceListBlockView({ audience, headingLevel }: { audience: Audience; headingLevel: 2 | 3 }) {
  const { data, isError } = useServices();
  if (isError) return <p className={styles.status}>Не удалось загрузить услуги. Обновите страницу чуть позже.</p>;
  const groups = data ? groupServices(data, audience) : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!groups) {
    return (
      <p className={styles.status} role="status">
        Загружаем услуги…
      </p>
    );
  }
  if (groups.length === 0) {
    return <p className={styles.status}>Сейчас услуг нет. Загляните позже или выберите фестиваль — участие можно оформить и без услуг.</p>;
  }
  return (
    <div className={styles.page}>
      <nav aria-label="Категории услуг">
        <ChipList>
          {groups.map(({ category }) => (
            <li key={category.code}>
              <a className={styles.chip} href={`#${category.code}`}>
                {category.title}
              </a>
            </li>
          ))}
        </ChipList>
      </nav>
      {groups.map(({ category, items }) => (
        <section key={category.code} id={category.code} className={styles.group} aria-labelledby={`${category.code}-title`}>
          <Heading id={`${category.code}-title`} className={styles.groupTitle}>
            {category.title}
          </Heading>
          <div className={styles.grid}>
            {items.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

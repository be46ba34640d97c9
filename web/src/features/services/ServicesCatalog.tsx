import { AppLink } from '../../routes/AppLink';
import { ChipList } from '../../shared/ui/ChipList';
import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { Hero } from '../../shared/ui/page';
import { useServices } from './api';
import { groupServices, type Audience } from './catalogue';
import { ServiceCard } from './ServiceCard';
import styles from './Services.module.css';

const TEXTS: Record<Audience, { eyebrow: string; title: string; lead: string; other: { route: string; label: string } }> = {
  all: {
    eyebrow: 'Услуги',
    title: 'Услуги для участников и коллективов',
    lead: 'Дополнительные номинации, видеоразборы от жюри, доставка дипломов, поездки и продвижение. Добавьте услугу в корзину и оформите вместе с заявкой на фестиваль.',
    other: { route: 'main-uslugi-for-mentors', label: 'Услуги для наставников' },
  },
  mentors: {
    eyebrow: 'Наставникам',
    title: 'Услуги для наставников',
    lead: 'Для педагогов и руководителей творческих коллективов: мастер-классы и уроки с членами жюри, консультации по репертуару, помощь с грантами, дипломы и благодарственные письма.',
    other: { route: 'main-uslugi', label: 'Все услуги' },
  },
};

/** A services page of the main area: the public catalogue grouped by category, each with add-to-basket. */
export function ServicesCatalog({ audience }: { audience: Audience }) {
  const { data, error } = useServices();
  if (error) throw error;
  const text = TEXTS[audience];
  const groups = data ? groupServices(data, audience) : null;
  return (
    <>
      <Hero
        eyebrow={text.eyebrow}
        title={text.title}
        lead={text.lead}
        actions={
          <AppLink to={text.other.route} className={buttonClass('light')}>
            {text.other.label}
          </AppLink>
        }
      />
      <Container className={styles.page}>
        {!groups ? (
          <p className={styles.status} role="status">
            Загружаем услуги…
          </p>
        ) : groups.length === 0 ? (
          <p className={styles.status}>Сейчас услуг нет. Загляните позже или выберите фестиваль — участие можно оформить и без услуг.</p>
        ) : (
          <>
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
                <h2 id={`${category.code}-title`} className={styles.groupTitle}>
                  {category.title}
                </h2>
                <div className={styles.grid}>
                  {items.map((service) => (
                    <ServiceCard key={service.id} service={service} />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </Container>
    </>
  );
}

import { EventGrid } from '../catalog/EventCard';
import { CatalogIcon } from '../catalog/icons';
import { Container } from '../../shared/ui/Container';
import { FestivalHead } from './FestivalHead';
import { FestivalJury } from './FestivalJury';
import { FestivalProgram } from './FestivalProgram';
import { FinalRequirements } from './FinalRequirements';
import { ParticipationCard } from './ParticipationCard';
import type { Festival } from './types';
import styles from './Festival.module.css';

/** The festival page of the events area (spec section 2): everything `GET /api/event/{code}` gives. */
export function FestivalView({ festival }: { festival: Festival }) {
  return (
    <article className={styles.page}>
      <Container>
        <FestivalHead festival={festival} />
        <div className={styles.layout}>
          <div className={styles.main}>
            <FinalRequirements requirements={festival.requirements} />
            {festival.description.length > 0 && (
              <section className={styles.block} aria-labelledby="about-title">
                <h2 id="about-title" className={styles.blockTitle}>
                  О событии
                </h2>
                <div className={styles.prose}>
                  {festival.description.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            )}
            {(festival.creative_types.length > 0 || festival.age_categories.length > 0) && (
              <section className={styles.block} aria-labelledby="who-title">
                <h2 id="who-title" className={styles.blockTitle}>
                  Кто участвует
                </h2>
                {festival.creative_types.length > 0 && (
                  <ul className={styles.chips} aria-label="Виды творчества">
                    {festival.creative_types.map((type) => (
                      <li key={type.id} className={styles.chip}>
                        <CatalogIcon name={type.icon} size={18} />
                        {type.title}
                      </li>
                    ))}
                  </ul>
                )}
                {festival.age_categories.length > 0 && (
                  <ul className={styles.chips} aria-label="Возрастные категории">
                    {festival.age_categories.map((age) => (
                      <li key={age.id} className={`${styles.chip} ${styles.chipMuted}`}>
                        {age.title}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
            <FestivalProgram program={festival.program} />
            <FestivalJury jury={festival.jury} />
          </div>
          <div className={styles.side}>
            <ParticipationCard festival={festival} />
          </div>
        </div>
      </Container>
      {festival.related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <Container>
            <h2 id="related-title" className={styles.blockTitle}>
              Похожие фестивали
            </h2>
            <EventGrid events={festival.related} />
          </Container>
        </section>
      )}
    </article>
  );
}

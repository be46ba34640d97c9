import { EventGrid } from '../catalog';
import { EventResults, EventReviewsBlock } from '../results';
import { Container } from '../../shared/ui/Container';
import { FestivalAudience } from './FestivalAudience';
import { FestivalHead } from './FestivalHead';
import { FestivalJury } from './FestivalJury';
import { FestivalProgram } from './FestivalProgram';
import { FinalRequirements } from './FinalRequirements';
import { ParticipationCard } from './ParticipationCard';
import type { Festival } from '../../shared/events/festival';
import styles from './Festival.module.css';

/**
 * The festival page of the events area (spec section 2): everything `GET /api/event/{code}` gives,
 * then its published results and reviews (decision 0045).
 */
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
            <FestivalAudience festival={festival} />
            <FestivalProgram program={festival.program} />
            <FestivalJury jury={festival.jury} />
            <EventResults code={festival.code} />
            <EventReviewsBlock code={festival.code} dateEnd={festival.date.end} />
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

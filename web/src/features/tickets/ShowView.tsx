import { buttonClass } from '../../shared/ui/button';
import { Container } from '../../shared/ui/Container';
import { PageIntro } from '../../shared/ui/page';
import { PurchaseForm } from './PurchaseForm';
import { KIND_NAMES, showMoment } from './rules';
import { ShowPicture } from './ShowPicture';
import type { ShowDetail } from './types';
import styles from './Afisha.module.css';

function hoursText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h > 0 ? `${h} ч` : '', m > 0 ? `${m} мин` : ''].filter(Boolean).join(' ');
}

/** /afisha/:code/: a show with its facts, description and the tickets of its tiers. */
export function ShowView({ show, onSeatsChanged }: { show: ShowDetail; onSeatsChanged?: () => void }) {
  const selling = show.status === 'on_sale' && show.tiers.some((tier) => tier.on_sale);
  return (
    <>
      <PageIntro id="show-title" title={show.title} lead={show.summary} />
      <Container>
        <div className={styles.show}>
          <div className={styles.showMain}>
            {selling && (
              <a className={`${buttonClass('primary')} ${styles.toBuy}`} href="#buy-title">
                Купить билеты
              </a>
            )}
            <ShowPicture photo={show.photo} title={show.title} kind={show.kind} eager />
            <dl className={styles.factList}>
              <div>
                <dt>Когда</dt>
                <dd>
                  <time dateTime={show.starts_at}>{showMoment(show.starts_at)}</time>, {hoursText(show.duration_minutes)}
                </dd>
              </div>
              <div>
                <dt>Где</dt>
                <dd>
                  {show.place.name}
                  {show.hall ? `, ${show.hall}` : ''} — {show.place.city.name}, {show.place.address}
                </dd>
              </div>
              <div>
                <dt>Что</dt>
                <dd>
                  {KIND_NAMES[show.kind]}, {show.age_rating}
                </dd>
              </div>
            </dl>
            <div className={styles.description}>
              {show.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          <section className={styles.buy} aria-labelledby="buy-title">
            <h2 id="buy-title" className={styles.buyTitle}>
              Купить билеты
            </h2>
            {show.status === 'cancelled' ? (
              <p role="status">Событие отменено. Купленные билеты возвращаем: деньги придут тем же способом, каким была оплата.</p>
            ) : selling ? (
              <PurchaseForm show={show} onSeatsChanged={onSeatsChanged} />
            ) : (
              <p role="status">
                {show.tiers.length > 0 && show.tiers.every((tier) => tier.places_left === 0)
                  ? 'Все билеты проданы.'
                  : 'Продажа билетов ещё не открыта — загляните позже.'}
              </p>
            )}
          </section>
        </div>
      </Container>
    </>
  );
}

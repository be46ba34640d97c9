import { AddToBasketButton } from '../basket';
import { placesState, placesText } from '../../shared/events/eventDisplay';
import { participationPrice } from './festivalDisplay';
import { PackageTrip } from './PackageTrip';
import type { Festival } from '../../shared/events/festival';
import styles from './Festival.module.css';

/** The side card: places left, participation fee, the trip package and the sponsor text. */
export function ParticipationCard({ festival }: { festival: Festival }) {
  const state = placesState(festival.places_left);
  return (
    <aside className={styles.card} aria-labelledby="participation-title">
      <h2 id="participation-title" className={styles.cardTitle}>
        Участие
      </h2>
      <p className={styles.places} data-state={state}>
        {placesText(festival.places_left)}
        {state !== 'sold-out' && festival.places_total > 0 && <span className={styles.placesTotal}> из {festival.places_total}</span>}
      </p>
      <div className={styles.priceRow}>
        <div className={styles.priceLine}>
          <span className={styles.priceLabel}>Участие</span>
          <span className={styles.priceValue}>{participationPrice(festival.price_participation)}</span>
        </div>
      </div>
      <AddToBasketButton event={{ ...festival, place_count: festival.places_left }} variant="wide" />
      {festival.price_trip !== null && <PackageTrip price={festival.price_trip} items={festival.package_trip} />}
      {festival.support && (
        <p className={styles.support}>
          <span className={styles.supportLabel}>При поддержке</span>
          {festival.support}
        </p>
      )}
    </aside>
  );
}

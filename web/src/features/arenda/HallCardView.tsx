import { AppLink } from '../../routes/AppLink';
import { formatNumber } from '../../shared/format/price';
import { HallPicture } from './HallPicture';
import { tariffText } from './hours';
import type { HallCard } from './types';
import styles from './Arenda.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

/** A hall in the catalogue: its picture, venue, size and tariff; the card links to the hall on its venue's page. */
export function HallCardView({ hall }: { hall: HallCard }) {
  return (
    <article className={tiles.tile}>
      <HallPicture photo={hall.photo} name={hall.name} />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <AppLink className={tiles.link} to="arenda-ploshchadki-code" params={{ code: hall.venue.code }} hash={hall.code}>
            {hall.name}
          </AppLink>
        </h2>
        <p className={styles.venue}>
          {hall.venue.name}, {hall.venue.city.name}
        </p>
        <ul className={styles.facts}>
          <li>до {formatNumber(hall.capacity)} гостей</li>
          {hall.area !== null && <li>{formatNumber(hall.area)} м²</li>}
        </ul>
        <p className={styles.price}>{tariffText(hall.price_hour, hall.price_day)}</p>
      </div>
    </article>
  );
}

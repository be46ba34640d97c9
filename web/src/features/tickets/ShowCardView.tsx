import { AppLink } from '../../routes/AppLink';
import { formatPrice } from '../../shared/format';
import { KIND_NAMES, showMoment } from './rules';
import { ShowPicture } from './ShowPicture';
import type { AfishaShow } from './types';
import styles from './Afisha.module.css';
import tiles from '../../shared/ui/tiles/Tiles.module.css';

/** What a show's card says of its tickets: from the lowest price, sold out, or not on sale. */
export function saleText(show: Pick<AfishaShow, 'status' | 'price_from' | 'places_left'>): string {
  if (show.status === 'cancelled') return 'Отменён';
  if (show.price_from === null) return 'Продажа билетов ещё не открыта';
  if (show.places_left === 0) return 'Билеты распроданы';
  return `от ${formatPrice(show.price_from)}`;
}

/** A show in the afisha: picture, date, title, venue, age rating and the price from. */
export function ShowCardView({ show }: { show: AfishaShow }) {
  return (
    <article className={tiles.tile}>
      <ShowPicture photo={show.photo} title={show.title} kind={show.kind} />
      <span className={styles.age} aria-label={`Возраст ${show.age_rating}`}>
        {show.age_rating}
      </span>
      <div className={styles.cardBody}>
        <p className={styles.when}>
          <time dateTime={show.starts_at}>{showMoment(show.starts_at)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <AppLink className={tiles.link} to="main-afisha-code" params={{ code: show.code }}>
            {show.title}
          </AppLink>
        </h2>
        <p className={styles.muted}>
          {KIND_NAMES[show.kind]} · {show.place.name}, {show.place.city.name}
        </p>
        <p className={styles.price}>{saleText(show)}</p>
      </div>
    </article>
  );
}

import { AppLink } from '../../routes/AppLink';
import { Container } from '../../shared/ui/Container';
import { PageIntro } from '../../shared/ui/page';
import { formatNumber } from '../../shared/format/price';
import { HallBusy } from './HallBusy';
import { HallPicture } from './HallPicture';
import { tariffText } from './hours';
import { RentalForm } from './RentalForm';
import type { Venue } from './types';
import styles from './Arenda.module.css';

/** Yandex Maps at the venue's point, or a search by its address when it has none. */
function mapLink(venue: Venue): string {
  if (venue.lat !== null && venue.lon !== null) return `https://yandex.ru/maps/?pt=${venue.lon},${venue.lat}&z=16&l=map`;
  return `https://yandex.ru/maps/?text=${encodeURIComponent(`${venue.city.name}, ${venue.address}`)}`;
}

/** /_arenda/ploshchadki/:code: a venue, each hall with its size, tariff, equipment and busy days, and the rental request. */
export function VenueView({ venue, month }: { venue: Venue; month: string }) {
  return (
    <>
      <PageIntro
        id="venue-title"
        title={venue.name}
        lead={
          <>
            {venue.city.name}, {venue.address}.{' '}
            <a href={mapLink(venue)} target="_blank" rel="noopener noreferrer">
              Открыть на карте
            </a>
          </>
        }
      />
      <Container>
        <div className={styles.halls}>
          {venue.halls.map((hall, index) => (
            <section key={hall.code} id={hall.code} className={styles.hall} aria-labelledby={`${hall.code}-title`}>
              <HallPicture photo={hall.photo} name={hall.name} eager={index === 0} />
              <div className={styles.hallText}>
                <h2 id={`${hall.code}-title`} className={styles.hallTitle}>
                  {hall.name}
                </h2>
                <ul className={styles.facts}>
                  <li>до {formatNumber(hall.capacity)} гостей</li>
                  {hall.area !== null && <li>{formatNumber(hall.area)} м²</li>}
                </ul>
                <p className={styles.price}>{tariffText(hall.price_hour, hall.price_day)}</p>
                {hall.description && <p>{hall.description}</p>}
                {hall.equipment.length > 0 && (
                  <ul className={styles.equipment} aria-label="Оборудование">
                    {hall.equipment.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                <HallBusy hall={hall.code} month={month} />
                <p>
                  <AppLink to="arenda-ploshchadki-code" params={{ code: venue.code }} query={{ zal: hall.code }} hash="zayavka">
                    Оставить заявку на этот зал
                  </AppLink>
                </p>
              </div>
            </section>
          ))}
        </div>
      </Container>
      <section id="zayavka" className={styles.formSection} aria-labelledby="zayavka-title">
        <Container>
          <div className={styles.formBox}>
            <h2 id="zayavka-title">Заявка на аренду</h2>
            <p>
              Назовите день и часы — менеджер площадки проверит расписание и позвонит в течение рабочего дня. Время закрепляется за вами,
              когда менеджер подтвердит аренду.
            </p>
            <RentalForm venue={venue} />
          </div>
        </Container>
      </section>
    </>
  );
}

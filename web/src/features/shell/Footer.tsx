import { AREAS, PRODUCT_NAME, type AreaCode } from '../../app/areas';
import { Container } from '../../shared/ui/Container';
import { useHydrated } from '../../shared/ui/useHydrated';
import { buttonClass } from '../../shared/ui/button';
import { ContentLink } from '../content';
import { telHref, useAreaLayout, type AreaSettings, type FooterLayout, type SocialNetwork } from './layout';
import { Logo } from './Logo';
import styles from './Footer.module.css';

export const TERMS_OF_USE = '/polzovatelskoe-soglashenie.pdf';
export const PERSONAL_DATA = '/obrabotka-personalnyh-dannyh.pdf';
/** The school's enrolment button (spec section 2, Theatre studio) when its settings name no other text. */
export const ENROL_BUTTON = 'ЗАПИСАТЬСЯ НА УРОК';
const NARROW = '(max-width: 640px)';

const NETWORKS: Record<SocialNetwork, string> = {
  vk: 'ВКонтакте',
  telegram: 'Telegram',
  ok: 'Одноклассники',
  dzen: 'Дзен',
  vc: 'vc.ru',
  youtube: 'YouTube',
  rutube: 'RUTUBE',
};

type Column = NonNullable<FooterLayout['columns']>[number];

/**
 * On narrow screens a column with more than one link expands and collapses (spec section 4);
 * on wide screens every column stays open.
 */
function FooterColumnView({ column }: { column: Column }) {
  // The width is the browser's to know: a page drawn on the server has every column open, and a
  // narrow screen closes them once the browser has taken the page over (they are below the fold).
  const hydrated = useHydrated();
  const narrow = hydrated && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
  const list = (
    <ul className={styles.links}>
      {column.links.map((link) => (
        <li key={`${link.title}${link.link}`}>
          <ContentLink href={link.link} className={styles.link}>
            {link.title}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
  if (column.links.length <= 1) {
    return (
      <div className={styles.column}>
        <h2 className={styles.columnTitle}>{column.title}</h2>
        {list}
      </div>
    );
  }
  return (
    <details className={`${styles.column} ${styles.collapsible}`} open={!narrow}>
      <summary
        className={styles.columnTitle}
        onClick={(event) => {
          if (!window.matchMedia(NARROW).matches) event.preventDefault();
        }}
      >
        {column.title}
      </summary>
      {list}
    </details>
  );
}

/** The area's phone, its enrolment button and the support chat, as its settings name them. */
function FooterContacts({ settings }: { settings: AreaSettings }) {
  const phone = settings.support_phone;
  const enrol = settings.enrolment_form_url ?? (phone ? telHref(phone) : undefined);
  return (
    <>
      {phone && (
        <a className={styles.phone} href={telHref(phone)}>
          {phone}
        </a>
      )}
      {settings.support_phone_note && <p className={styles.phoneNote}>{settings.support_phone_note}</p>}
      {settings.enrolment_label && enrol && (
        <ContentLink href={enrol} className={buttonClass('light', 'small')}>
          {settings.enrolment_label}
        </ContentLink>
      )}
      {settings.support_chat_link && (
        <ContentLink href={settings.support_chat_link} className={styles.link}>
          Чат поддержки
        </ContentLink>
      )}
    </>
  );
}

/** Social links and the rating badge of a maps service (a 150 × 50 frame, spec section 2). */
function FooterSocial({ settings }: { settings: AreaSettings }) {
  const social = settings.social ?? [];
  if (social.length === 0 && !settings.rating_badge_url) return null;
  return (
    <Container className={styles.social}>
      {social.length > 0 && (
        <ul className={styles.networks} aria-label="Мы в соцсетях">
          {social.map((entry) => (
            <li key={entry.network}>
              <a className={styles.network} href={entry.url} target="_blank" rel="noopener">
                {NETWORKS[entry.network]}
              </a>
            </li>
          ))}
        </ul>
      )}
      {settings.rating_badge_url && (
        <iframe
          className={styles.badge}
          src={settings.rating_badge_url}
          title="Рейтинг в справочнике организаций"
          width={150}
          height={50}
          loading="lazy"
          sandbox="allow-scripts allow-popups allow-same-origin"
        />
      )}
    </Container>
  );
}

export function Footer({ area, year = new Date().getFullYear() }: { area: AreaCode; year?: number }) {
  const info = AREAS[area];
  const layout = useAreaLayout(area !== 'admin').data;
  const settings = layout?.settings ?? {};
  const columns = (layout?.footer.columns ?? []).filter((column) => column.links.length > 0);
  const note = layout?.footer.note;

  return (
    <footer className={styles.footer}>
      <Container className={styles.top}>
        <div className={styles.brand}>
          <Logo area={area} inverted />
          <FooterContacts settings={settings} />
        </div>
        {columns.map((column) => (
          <FooterColumnView key={column.title} column={column} />
        ))}
      </Container>
      <FooterSocial settings={settings} />
      <Container className={styles.bottom}>
        <p>
          © {year} {PRODUCT_NAME}
          {area !== 'main' && area !== 'welcome' ? ` · ${info.name}` : ''}
        </p>
        {note && <p className={styles.note}>{note}</p>}
        <ul className={styles.legal}>
          <li>
            <a href={TERMS_OF_USE} target="_blank" rel="noopener">
              Пользовательское соглашение
            </a>
          </li>
          <li>
            <a href={info.privacyPolicy} target="_blank" rel="noopener">
              Политика конфиденциальности
            </a>
          </li>
          <li>
            <a href={PERSONAL_DATA} target="_blank" rel="noopener">
              Обработка персональных данных
            </a>
          </li>
        </ul>
      </Container>
    </footer>
  );
}

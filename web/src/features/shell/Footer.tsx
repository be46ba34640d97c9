import { useState } from 'react';
import { AREAS, PRODUCT_NAME, type AreaCode } from '../../app/areas';
import { Container } from '../../shared/ui/Container';
import { buttonClass } from '../../shared/ui/button';
import { Logo } from './Logo';
import { MenuLinkView } from './MenuLinkView';
import { available, FOOTER_COLUMNS, PERSONAL_DATA, TERMS_OF_USE } from './menus';
import styles from './Footer.module.css';
import type { FooterColumn } from './menus';

const NARROW = '(max-width: 640px)';

/**
 * On narrow screens a column with more than one link expands and collapses (spec section 4);
 * on wide screens every column stays open.
 */
function FooterColumnView({ column }: { column: FooterColumn }) {
  const [narrow] = useState(
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
  );
  const list = (
    <ul className={styles.links}>
      {column.links.map((link) => (
        <li key={link.label}>
          <MenuLinkView link={link} className={styles.link} />
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

export const REFERENCE_NOTE = 'Информация на сайте носит справочный характер и не является публичной офертой.';
export const ENROL_BUTTON = 'ЗАПИСАТЬСЯ НА УРОК';

export function Footer({ area, year = new Date().getFullYear() }: { area: AreaCode; year?: number }) {
  const info = AREAS[area];
  const columns = FOOTER_COLUMNS[area]
    .map((column) => ({ ...column, links: available(column.links) }))
    .filter((column) => column.links.length > 0);

  return (
    <footer className={styles.footer}>
      <Container className={styles.top}>
        <div className={styles.brand}>
          <Logo area={area} inverted />
          <a className={styles.phone} href={`tel:${info.phone.tel}`}>
            {info.phone.display}
          </a>
          <p className={styles.phoneNote}>{info.phone.note}</p>
          {area === 'bravo' && (
            <a className={buttonClass('light', 'small')} href={`tel:${info.phone.tel}`}>
              {ENROL_BUTTON}
            </a>
          )}
        </div>
        {columns.map((column) => (
          <FooterColumnView key={column.title} column={column} />
        ))}
      </Container>
      <Container className={styles.bottom}>
        <p>
          © {year} {PRODUCT_NAME}
          {area !== 'main' && area !== 'welcome' ? ` · ${info.name}` : ''}
        </p>
        {area !== 'main' && <p className={styles.note}>{REFERENCE_NOTE}</p>}
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

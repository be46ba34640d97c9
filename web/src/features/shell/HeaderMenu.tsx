import { useId } from 'react';
import { buttonClass } from '../../shared/ui/button';
import { ContentLink } from '../content';
import type { MenuBanner, MenuItem } from './layout';
import { MenuIcon } from './MenuIcon';
import styles from './HeaderMenu.module.css';

const BANNER_BUTTON = { primary: 'primary', secondary: 'secondary', big: 'light' } as const;

function BannerView({ banner, onNavigate }: { banner: MenuBanner; onNavigate: () => void }) {
  return (
    <div className={`${styles.banner} ${styles[banner.type]}`}>
      {banner.image && <img className={styles.bannerImage} src={banner.image} alt="" loading="lazy" width={320} height={180} />}
      <p className={styles.bannerText}>{banner.text}</p>
      {banner.link && (
        <ContentLink href={banner.link} className={buttonClass(BANNER_BUTTON[banner.type], 'small')} onClick={onNavigate}>
          {banner.button_label ?? 'Подробнее'}
        </ContentLink>
      )}
    </div>
  );
}

function hasSubmenu(item: MenuItem): boolean {
  return (item.children?.length ?? 0) > 0 || (item.banners?.length ?? 0) > 0;
}

function Section({
  item,
  open,
  closing,
  onToggle,
  onNavigate,
}: {
  item: MenuItem;
  open: boolean;
  closing: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const submenuId = useId();
  return (
    <li className={styles.section}>
      <button
        type="button"
        className={`${styles.link} ${styles.toggle}`}
        aria-expanded={open && !closing}
        aria-controls={submenuId}
        onClick={onToggle}
      >
        {item.title}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={submenuId} className={styles.submenu} hidden={!open} data-closing={closing || undefined}>
        <div className={styles.submenuLinks}>
          {item.link && (
            <ContentLink href={item.link} className={styles.submenuTitle} onClick={onNavigate}>
              <MenuIcon code={item.icon} />
              {item.title}
            </ContentLink>
          )}
          {item.children && item.children.length > 0 && (
            <ul className={styles.children}>
              {item.children.map((child) => (
                <li key={`${child.title}${child.link}`}>
                  <ContentLink href={child.link} className={styles.child} onClick={onNavigate}>
                    {child.title}
                  </ContentLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {item.banners && item.banners.length > 0 && (
          <div className={styles.banners}>
            {item.banners.map((banner) => (
              <BannerView key={banner.text} banner={banner} onNavigate={onNavigate} />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The area's menu (spec sections 3 and 4): a top item with child links or banners toggles its
 * submenu, one at a time; a plain item is a link.
 */
export function HeaderMenu({
  items,
  compact,
  openIndex,
  closing,
  onToggle,
  onNavigate,
}: {
  items: readonly MenuItem[];
  /** The bar also holds the basket and profile: the items sit closer. */
  compact: boolean;
  openIndex: number | null;
  closing: boolean;
  onToggle: (index: number) => void;
  onNavigate: () => void;
}) {
  return (
    <ul className={`${styles.list} ${compact ? styles.compact : ''}`}>
      {items.map((item, index) =>
        hasSubmenu(item) ? (
          <Section
            key={item.title}
            item={item}
            open={openIndex === index}
            closing={closing && openIndex === index}
            onToggle={() => onToggle(index)}
            onNavigate={onNavigate}
          />
        ) : (
          <li key={item.title}>
            {item.link ? (
              <ContentLink href={item.link} className={styles.link} onClick={onNavigate}>
                {item.title}
              </ContentLink>
            ) : (
              <span className={styles.link}>{item.title}</span>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

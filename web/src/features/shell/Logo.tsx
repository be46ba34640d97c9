import { AREAS, type AreaCode } from '../../app/areas';
import { AppLink } from '../../routes/AppLink';
import styles from './Logo.module.css';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

/**
 * The area's logo: the platform mark in the area's colours and the area's name; links to the area
 * root. Its accessible name starts with the visible text (WCAG 2.5.3 «label in name»), so a voice
 * user saying what they see reaches it; the destination is told to screen readers alone.
 */
export function Logo({ area, inverted = false }: { area: AreaCode; inverted?: boolean }) {
  const info = AREAS[area];
  return (
    <AppLink to={area} className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="12" style={{ fill: 'var(--accent)' }} />
        <path
          d="M9 29L20 9L31 29"
          style={{ fill: 'none', stroke: '#ffffff', strokeWidth: 3.2, strokeLinejoin: 'round', strokeLinecap: 'round' }}
        />
        <path d="M14 24h12" style={{ stroke: 'var(--accent-3)', strokeWidth: 3.2, strokeLinecap: 'round' }} />
        <circle cx="20" cy="31" r="2.6" style={{ fill: 'var(--accent-3)' }} />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{info.name}</span>
        <span className={styles.tagline}> {info.tagline}</span>
      </span>
      <VisuallyHidden>, на главную</VisuallyHidden>
    </AppLink>
  );
}

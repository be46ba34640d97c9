import type { ReactNode } from 'react';
import { AppLink } from '../../routes/AppLink';
import { ChipList } from '../../shared/ui/ChipList';
import type { HrefTarget } from '../../routes/href';
import { useEventFilters } from '../../shared/events/api';
import { CatalogIcon } from '../../shared/events/icons';
import { filterValueTarget } from './filterLinks';
import type { Festival } from '../../shared/events/festival';
import styles from './Festival.module.css';

function Chip({ target, muted, children }: { target: HrefTarget | null; muted?: boolean; children: ReactNode }) {
  const className = `${styles.chip} ${muted ? styles.chipMuted : ''}`;
  return (
    <li>
      {target ? (
        <AppLink className={`${className} ${styles.chipLink}`} to={target.name} params={target.params}>
          {children}
        </AppLink>
      ) : (
        <span className={className}>{children}</span>
      )}
    </li>
  );
}

/** «Кто участвует»: creative types and age categories, each leading to the festivals of that value. */
export function FestivalAudience({ festival }: { festival: Festival }) {
  const filters = useEventFilters().data?.filters;
  const { creative_types: types, age_categories: ages } = festival;
  if (types.length === 0 && ages.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="who-title">
      <h2 id="who-title" className={styles.blockTitle}>
        Кто участвует
      </h2>
      {types.length > 0 && (
        <ChipList label="Виды творчества">
          {types.map((type) => (
            <Chip key={type.id} target={filterValueTarget(filters, 'creative_type', type.code)}>
              <CatalogIcon name={type.icon} size={18} />
              {type.title}
            </Chip>
          ))}
        </ChipList>
      )}
      {ages.length > 0 && (
        <ChipList label="Возрастные категории">
          {ages.map((age) => (
            <Chip key={age.id} muted target={filterValueTarget(filters, 'age_category', age.code)}>
              {age.title}
            </Chip>
          ))}
        </ChipList>
      )}
    </section>
  );
}

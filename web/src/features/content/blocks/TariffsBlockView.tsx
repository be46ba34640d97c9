import { formatPrice } from '../../../shared/format';
import { buttonClass } from '../../../shared/ui/button';
import { ContentLink } from '../ContentLink';
import type { TariffsBlock } from '../types';
import styles from '../Content.module.css';

export function TariffsBlockView({ block }: { block: TariffsBlock }) {
  return (
    <ul className={styles.plans}>
      {(block.plans ?? []).map((plan) => (
        <li key={plan.name} className={styles.plan} data-highlighted={plan.highlighted || undefined}>
          <h3 className={styles.planName}>{plan.name}</h3>
          {plan.price !== undefined && (
            <p className={styles.planPrice}>
              {plan.price === 0 ? 'Бесплатно' : formatPrice(plan.price)}
              {plan.price_note && <span className={styles.planNote}>{plan.price_note}</span>}
            </p>
          )}
          {plan.features && plan.features.length > 0 && (
            <ul className={styles.planFeatures}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {plan.button_label && plan.button_link && (
            <ContentLink href={plan.button_link} className={buttonClass(plan.highlighted ? 'primary' : 'secondary')}>
              {plan.button_label}
            </ContentLink>
          )}
        </li>
      ))}
    </ul>
  );
}

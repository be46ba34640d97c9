import { AppLink } from '../../routes/AppLink';
import type { CartEventItem } from './types';
import styles from './Basket.module.css';

export const FINAL_WARNING = 'Чтобы зарегистрироваться на финал необходимо добавить еще:';

/**
 * The final-of-event warning of spec section 5: what each project still needs (the server counts
 * the basket and the user's orders, `final_hint`), with a link to the project's festivals.
 */
export function FinalWarning({ events, text }: { events: readonly CartEventItem[]; text: string | null }) {
  const hints = events.flatMap((event) => event.final_hint ?? []).filter((hint) => hint.count > 0);
  if (hints.length === 0) return null;
  const unique = hints.filter((hint, index) => hints.findIndex((other) => other.code === hint.code) === index);
  return (
    <div className={styles.warning} role="status">
      <p>{text ?? FINAL_WARNING}</p>
      <ul>
        {unique.map((hint) => (
          <li key={hint.code}>
            <AppLink to="events-kreativnye-proekty-slug" params={{ slug: [hint.code] }}>
              «{hint.title}»
            </AppLink>{' '}
            — {hint.count} (учтено {hint.value} из {hint.required})
          </li>
        ))}
      </ul>
    </div>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { FilledIcon } from '../../shared/ui/FilledIcon';
import { IconButton } from '../../shared/ui/IconButton';
import { basket as appBasket, basketCount, type BasketStore } from './basketStore';
import { useBasketState } from './useBasket';
import styles from './Basket.module.css';

/** The panel (with the login form) is its own chunk: most visits never open it. */
const BasketPanel = lazy(() => import('./BasketPanel'));

function BasketIcon() {
  return (
    <FilledIcon
      size={22}
      path="M7 18a2 2 0 100 4 2 2 0 000-4zm10 0a2 2 0 100 4 2 2 0 000-4zM5.2 4l.6 3H21l-2.2 8.2a1 1 0 01-1 .8H8.1a1 1 0 01-1-.8L4.4 3H2V1h3.2a1 1 0 011 .8L5.2 4z"
    />
  );
}

/** The header's basket button with the count badge (main and events areas), opening the panel. */
export function BasketButton({ store = appBasket }: { store?: BasketStore }) {
  const state = useBasketState(store);
  // From the observed state, not the store: while a page drawn on the server is taken over, the
  // state is the server's (no guest basket), so the badge matches its markup, then follows.
  const count = basketCount(state);

  // The badge needs the signed-in user's server basket; the session answer is shared and cached.
  // Asked in a task of its own: when the app takes a server-drawn page over, the effects of the
  // whole page run in one task, and starting the requests is a good part of it on a phone.
  useEffect(() => {
    const timer = window.setTimeout(() => void store.init());
    return () => window.clearTimeout(timer);
  }, [store]);

  return (
    <>
      <IconButton
        className={styles.trigger}
        showExpanded
        onClick={() => store.open()}
        aria-haspopup="dialog"
        aria-expanded={state.isOpen}
        label={count > 0 ? `Корзина, товаров: ${count}` : 'Корзина'}
        data-testid="basket-button"
      >
        <BasketIcon />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </IconButton>
      {/* A modal <dialog>: the top layer, above the sticky header whatever its styles. */}
      {state.isOpen && (
        <Suspense fallback={null}>
          <BasketPanel store={store} />
        </Suspense>
      )}
    </>
  );
}

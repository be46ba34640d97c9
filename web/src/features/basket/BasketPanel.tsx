import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../routes/AppLink';
import { hasPage } from '../../routes/registry';
import { formatPrice } from '../../shared/format';
import { keepTabInside } from '../../shared/ui/focusTrap';
import { IconButton } from '../../shared/ui/IconButton';
import { useModalDialog } from '../../shared/ui/modalDialog';
import { LoginForm } from '../auth';
import { useNotifications } from '../notifications';
import { session } from '../session';
import type { User } from '../session';
import { BasketEventCard } from './BasketEventCard';
import { BasketServiceCard } from './BasketServiceCard';
import { basket as appBasket, type BasketStore } from './basketStore';
import { FinalWarning } from './FinalWarning';
import { BASKET_TEXT } from './messages';
import { useBasketState } from './useBasket';
import { SuggestedService } from './SuggestedService';
import { useGuestView, useServices } from './useGuestView';
import styles from './Basket.module.css';

const SIGN_IN_NOTICE = 'basket-sign-in';

/**
 * The basket panel of spec sections 2 and 4: a sidebar over the page with the 'К мероприятиям'
 * back link, the sign-in prompt (and the login form) for guests, 'Услуги', then 'Фестивальный
 * график', then the footer with the total and the submit button. Loaded on open and after submit.
 */
export default function BasketPanel({ store = appBasket }: { store?: BasketStore }) {
  const state = useBasketState(store);
  const { notify, dismiss } = useNotifications();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const loginRef = useRef<HTMLDivElement>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const guest = state.mode === 'guest';
  // guestFileInfo() reads the store, whose guestFiles count says when it changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- state.guestFiles is the change signal
  const guestFiles = useMemo(() => store.guestFileInfo(), [store, state.guestFiles]);
  const guestView = useGuestView(state.guest, guestFiles, guest);
  const cart = guest ? guestView.cart : state.cart;
  const catalogue = useServices();
  const suggested = useMemo(() => {
    const inBasket = new Set((cart?.services ?? []).map((service) => service.service_id));
    return (catalogue.data?.items ?? []).filter((service) => service.special && !inBasket.has(service.id));
  }, [catalogue.data, cart]);
  const schedule = useMemo(() => [...(cart?.events ?? [])].sort((a, b) => a.date.start.localeCompare(b.date.start)), [cart]);

  function showPushMessages() {
    for (const text of store.takePushMessages()) notify({ type: 'error', text, time: 0 });
  }

  // A modal <dialog> (decision 0023): the page behind is inert, focus moves to the panel itself (a
  // long list: the reader starts at its title) and returns to the basket button on close.
  useModalDialog(dialogRef, () => panelRef.current?.focus());

  // Loaded on open (spec section 4); the page behind does not scroll meanwhile.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    void store.reload().then(showPushMessages);
    return () => {
      document.body.style.overflow = overflow;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening of the panel
  }, [store]);

  useEffect(() => {
    // The form opens at the top of the list; scrollIntoView is optional (test DOMs lack it).
    if (loginOpen) loginRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [loginOpen]);

  async function afterLogin(user: User) {
    dismiss(SIGN_IN_NOTICE);
    session.clear();
    session.setUser(user);
    setLoginOpen(false);
    await store.reload();
    showPushMessages();
  }

  async function submit() {
    if (guest) {
      setLoginOpen(true);
      notify({ id: SIGN_IN_NOTICE, type: 'info', text: BASKET_TEXT.signInToSubmit, time: 5000 });
      return;
    }
    const result = await store.confirm();
    if (result.order) {
      notify({ type: 'success', text: BASKET_TEXT.submitted, time: 5000 });
      return;
    }
    if (result.needsLogin) {
      session.reset();
      setLoginOpen(true);
      return;
    }
    if (result.error) notify({ type: 'error', text: result.error.message, time: 8000 });
  }

  const count = cart?.count ?? 0;
  const loading = guest ? guestView.loading : state.loading && state.cart === null;

  // The dialog fills the viewport and is see-through; its ::backdrop dims the page and the panel
  // slides in at its right. A mouse-down on the dialog itself is outside the panel: it closes.
  // Escape is the dialog's own cancel, wherever the focus is.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop's mouse close and Tab cycling of a modal dialog; Escape is its native cancel
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        store.close();
      }}
      onMouseDown={(event) => event.target === event.currentTarget && store.close()}
      onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
    >
      <div ref={panelRef} className={styles.panel} tabIndex={-1} data-testid="basket-panel">
        <div className={styles.panelTop}>
          <AppLink to="events-festivals" className={styles.back} onClick={() => store.close()}>
            <span aria-hidden="true">←</span> {BASKET_TEXT.back}
          </AppLink>
          <IconButton label="Закрыть корзину" tone="quiet" className={styles.close} onClick={() => store.close()}>
            ×
          </IconButton>
        </div>
        <h2 id={titleId} className={styles.panelTitle}>
          {BASKET_TEXT.title}
        </h2>
        <div className={styles.scroll}>
          {guest && (
            <section className={styles.signIn} ref={loginRef} aria-label="Вход">
              <p>{BASKET_TEXT.signInPrompt}</p>
              {loginOpen ? (
                <LoginForm onSuccess={(user) => void afterLogin(user)} registrationQuery={{ back: window.location.href }} />
              ) : (
                <button type="button" className={styles.smallButton} onClick={() => setLoginOpen(true)}>
                  Войти
                </button>
              )}
            </section>
          )}
          {state.order && (
            <div className={styles.success} role="status">
              <p>Заказ № {state.order.number} оформлен. Менеджер свяжется с вами, чтобы подтвердить участие.</p>
              <p className={styles.successLinks}>
                <AppLink to="main-spasibo-vibe" onClick={() => store.close()}>
                  Что будет дальше
                </AppLink>
                <AppLink to="id-orders">Мои заказы</AppLink>
              </p>
            </div>
          )}
          {loading && <p className={styles.muted}>Загружаем корзину…</p>}
          {cart && <FinalWarning events={cart.events} text={cart.final_warning} />}
          <section className={styles.section} aria-labelledby={`${titleId}-services`}>
            <h3 id={`${titleId}-services`} className={styles.sectionTitle}>
              {BASKET_TEXT.services}
            </h3>
            {cart?.services.map((service) => (
              <BasketServiceCard
                key={service.id}
                service={service}
                errors={state.errors}
                fallbackOptions={{ creative_type: guestView.creativeTypes }}
                store={store}
              />
            ))}
            {cart && cart.services.length === 0 && <p className={styles.muted}>Услуги не выбраны. Отметьте нужные ниже.</p>}
            {suggested.length > 0 && (
              <>
                <h4 className={styles.subTitle}>Рекомендуем добавить</h4>
                {suggested.map((service) => (
                  <SuggestedService key={service.id} service={service} store={store} />
                ))}
              </>
            )}
            {hasPage('main-uslugi') && (
              <p className={styles.muted}>
                <AppLink to="main-uslugi" onClick={() => store.close()}>
                  Все услуги
                </AppLink>
              </p>
            )}
          </section>
          <section className={styles.section} aria-labelledby={`${titleId}-schedule`}>
            <h3 id={`${titleId}-schedule`} className={styles.sectionTitle}>
              {BASKET_TEXT.schedule}
            </h3>
            {schedule.length > 0 ? (
              schedule.map((event) => <BasketEventCard key={event.event_id} event={event} errors={state.errors} store={store} />)
            ) : (
              <p className={styles.muted}>
                Фестивали не выбраны.{' '}
                <AppLink to="events-festivals" onClick={() => store.close()}>
                  Выбрать фестиваль
                </AppLink>
              </p>
            )}
          </section>
        </div>
        <footer className={styles.footer}>
          <p className={styles.total}>
            <span>Итого</span>
            <strong className="nowrap" data-testid="basket-total">
              {formatPrice(cart?.total ?? 0)}
            </strong>
          </p>
          {cart && cart.events.some((event) => event.price_trip !== null) && (
            <p className={styles.footNote}>Пакет поездки не входит в сумму: его стоимость подтвердит менеджер.</p>
          )}
          <button
            type="button"
            className={styles.submit}
            onClick={() => void submit()}
            disabled={count === 0 || state.submitting}
            aria-busy={state.submitting || undefined}
          >
            {state.submitting ? 'Оформляем…' : BASKET_TEXT.submit}
          </button>
        </footer>
      </div>
    </dialog>
  );
}

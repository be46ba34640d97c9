/**
 * The basket of spec section 4, one for the whole page (header badge, panel, add buttons):
 * - signed in: the server basket (`/api/cart/`), server state kept in the query cache
 *   (`basketKeys.cart`); every change is sent and its answer written there;
 * - guest: the same payload shape kept in local storage, never sent (files stay in the browser):
 *   this store's own state, with what only the panel needs (open, messages per item, the order);
 * - when the server basket loads after login the guest basket is pushed to it and removed;
 *   if that load fails the guest basket is used.
 * Server calls that change the basket run one after another so answers apply in order.
 */
import type { QueryClient } from '@tanstack/react-query';
import { session as appSession, type SessionStore } from '../session';
import type { ApiError } from '../../shared/api';
import { basketApi, basketKeys, type BasketApi } from './api';
import {
  applyGuestChange,
  errorsByItem,
  fileKey,
  guestCount,
  guestPushPayload,
  isChangeEmpty,
  isGuestCartEmpty,
  withoutRejected,
  type GuestChange,
} from './cartMerge';
import { EMPTY_GUEST_CART, loadGuestCart, removeGuestCart, saveGuestCart } from './guestCart';
import { clearGuestFiles, deleteGuestFile, loadGuestFiles, saveGuestFile } from './guestFiles';
import type { Cart, CartChange, CartFile, ConfirmedOrder, GuestCart } from './types';

export type BasketMode = 'guest' | 'server';

/** What the store keeps itself: the guest basket and the panel's state, no server data. */
export interface BasketOwnState {
  isOpen: boolean;
  guest: GuestCart;
  /** Guests' PDFs by `serviceId:paramId`, uploaded after login. */
  guestFiles: Readonly<Record<string, File>>;
  submitting: boolean;
  /** 422 messages by `event:ID`, `service:ID`, `param:SERVICE:PARAM`. */
  errors: Readonly<Record<string, string[]>>;
  /** The last confirmed order, shown in the panel until the basket changes. */
  order: ConfirmedOrder | null;
}

export interface BasketState extends BasketOwnState {
  /** 'server' once the signed-in user's basket is in the query cache. */
  mode: BasketMode;
  /** The server basket (signed in), null until loaded. */
  cart: Cart | null;
  /** The server basket is being loaded. */
  loading: boolean;
}

/** The whole state from the store's own part and the query cache's server basket. */
export function basketState(own: BasketOwnState, cart: Cart | undefined, loading: boolean): BasketState {
  return { ...own, mode: cart ? 'server' : 'guest', cart: cart ?? null, loading };
}

/** Products in the basket (the header badge): the server basket's count, or the guest basket's. */
export function basketCount(state: BasketState): number {
  return state.mode === 'server' ? (state.cart?.count ?? 0) : guestCount(state.guest);
}

/** A failed load of the server basket (the query function throws it). */
class BasketLoadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'BasketLoadError';
    this.status = status;
  }
}

export interface ChangeResult {
  ok: boolean;
  /** The message to show when it failed. */
  message: string | null;
}

export interface ConfirmResult {
  order: ConfirmedOrder | null;
  error: ApiError | null;
  /** Guests are asked to sign in instead. */
  needsLogin: boolean;
}

/** Keys of the items a change is about, so their old messages go away with it. */
function keysOf(change: CartChange): string[] {
  return [
    ...(change.events ?? []).map((event) => `event:${event.id}`),
    ...(change.services ?? []).flatMap((service) => [
      `service:${service.id}`,
      ...('params' in service ? (service.params ?? []).map((param) => `param:${service.id}:${param.id}`) : []),
    ]),
  ];
}

function withoutKeys(errors: Readonly<Record<string, string[]>>, keys: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));
}

function firstMessage(error: ApiError, itemErrors: Record<string, string[]>): string {
  return Object.values(itemErrors)[0]?.[0] ?? error.message;
}

/** A server change: events without the guest-only code. */
function serverChange(change: GuestChange): CartChange {
  const result: CartChange = {};
  if (change.events) {
    result.events = change.events.map((event) =>
      'to_remove' in event ? { id: event.id, to_remove: true as const } : { id: event.id, count: event.count ?? 1 },
    );
  }
  if (change.services) result.services = change.services;
  return result;
}

export function createBasketStore(
  client: BasketApi = basketApi,
  sessionStore: SessionStore = appSession,
  queryClient: QueryClient = sessionStore.queryClient,
) {
  // What a page drawn on the server shows (no guest basket: it lives in this browser only), and
  // what the browser shows while it takes that page over; the guest basket follows at once.
  const serverOwn: BasketOwnState = {
    isOpen: false,
    guest: EMPTY_GUEST_CART,
    guestFiles: {},
    submitting: false,
    errors: {},
    order: null,
  };
  // An empty guest basket keeps the server's state itself: the components that show the basket
  // (a button on every festival card) then take the page over without drawing again.
  const guest = loadGuestCart();
  let own: BasketOwnState = guest.events.length + guest.services.length > 0 ? { ...serverOwn, guest } : serverOwn;
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let confirming: Promise<ConfirmResult> | null = null;
  let loadingServer: Promise<void> | null = null;
  let snapshotOwn = own;
  let snapshot = basketState(own, undefined, false);

  function set(patch: Partial<BasketOwnState>): void {
    own = { ...own, ...patch };
    for (const listener of listeners) listener();
  }

  function serverCart(): Cart | undefined {
    return queryClient.getQueryData<Cart>(basketKeys.cart);
  }

  function setCart(cart: Cart): void {
    queryClient.setQueryData<Cart>(basketKeys.cart, cart);
  }

  /** The whole state; the same object while neither part changed. */
  function getState(): BasketState {
    const cart = serverCart();
    const loading = queryClient.getQueryState(basketKeys.cart)?.fetchStatus === 'fetching';
    if (snapshotOwn !== own || snapshot.cart !== (cart ?? null) || snapshot.loading !== loading) {
      snapshotOwn = own;
      snapshot = basketState(own, cart, loading);
    }
    return snapshot;
  }

  /** Server calls that change the basket, one at a time. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  function setGuest(guest: GuestCart): void {
    saveGuestCart(guest);
    set({ guest, order: null });
  }

  /**
   * After login: the guest basket goes to the server (what it refuses is reported, the rest kept),
   * then its files. The answer is shown once everything is in, not half-way.
   */
  async function pushGuest(loaded: Cart): Promise<{ cart: Cart; messages: string[]; done: boolean }> {
    const guest = own.guest;
    const files = own.guestFiles;
    const messages: string[] = [];
    let cart = loaded;
    let change = guestPushPayload(guest);
    for (let attempt = 0; attempt < 2 && !isChangeEmpty(change); attempt += 1) {
      const response = await client.change(change);
      if (response.data) {
        cart = response.data;
        break;
      }
      if (response.status !== 422 || !response.error)
        return { cart, messages: [response.error?.message ?? 'Не удалось сохранить корзину'], done: false };
      messages.push(...Object.values(response.error.errors).flat());
      change = withoutRejected(change, response.error.errors);
    }
    for (const [key, file] of Object.entries(files)) {
      const [serviceId, paramId] = key.split(':').map(Number);
      const response = await client.upload(serviceId!, paramId!, file);
      if (response.data) cart = response.data;
      else if (response.error) messages.push(Object.values(response.error.errors).flat()[0] ?? response.error.message);
    }
    removeGuestCart();
    void clearGuestFiles();
    return { cart, messages, done: true };
  }

  /** Messages of guest items the server refused at the push, for the panel to show once. */
  let pushMessages: string[] = [];

  /**
   * The query function of the server basket. Right after a login it also pushes the guest basket
   * (spec section 4), so the cache gets the merged basket in one step, never half-pushed; whether
   * the guest copy may go is told through `pushed`.
   */
  async function fetchServerCart(pushed: { done: boolean }): Promise<Cart> {
    const response = await client.get();
    if (!response.data) throw new BasketLoadError(response.status, response.error?.message ?? 'Не удалось загрузить корзину');
    if (isGuestCartEmpty(own.guest) && Object.keys(own.guestFiles).length === 0) return response.data;
    const result = await pushGuest(response.data);
    pushMessages = [...pushMessages, ...result.messages];
    pushed.done = result.done;
    return result.cart;
  }

  /** Loads the server basket into the cache; on failure the guest basket stays in use (spec section 4). */
  async function loadServerNow(): Promise<void> {
    const pushed = { done: false };
    try {
      await queryClient.fetchQuery({ queryKey: basketKeys.cart, queryFn: () => fetchServerCart(pushed), staleTime: 0, retry: 0 });
    } catch (error) {
      if (error instanceof BasketLoadError && error.status === 401) queryClient.removeQueries({ queryKey: basketKeys.cart });
      return;
    }
    // A push that failed outright (network, server error) keeps the guest copy for the next load.
    if (pushed.done) set({ guest: EMPTY_GUEST_CART, guestFiles: {} });
  }

  function loadServer(): Promise<void> {
    loadingServer ??= serial(loadServerNow).finally(() => {
      loadingServer = null;
    });
    return loadingServer;
  }

  /** Follow the session: signed in loads the server basket, a guest keeps the local one. */
  function onSession(): void {
    const { status } = sessionStore.getState();
    const server = serverCart() !== undefined;
    if (status === 'authenticated' && !server) void loadServer();
    if (status === 'guest' && server) {
      queryClient.removeQueries({ queryKey: basketKeys.cart });
      set({ guest: loadGuestCart(), errors: {} });
    }
  }
  sessionStore.subscribe(onSession);

  // Guests' PDFs kept from an earlier visit (only files whose service is still in the basket;
  // without a service there is none to keep, and IndexedDB is not opened on every page's start).
  const filesLoaded =
    own.guest.services.length === 0
      ? Promise.resolve()
      : loadGuestFiles().then((files) => {
          const kept = Object.fromEntries(
            Object.entries(files).filter(([key]) => own.guest.services.some((service) => service.id === Number(key.split(':')[0]))),
          );
          if (Object.keys(kept).length > 0) set({ guestFiles: { ...kept, ...own.guestFiles } });
        });

  return {
    queryClient,
    /** The query cache entry of the server basket, for components to observe (never to load). */
    cartQueryKey: basketKeys.cart,
    /** The whole state (the store's own and the cached server basket), for code outside React. */
    getState,
    getOwnState: (): BasketOwnState => own,
    /** The own state of a page drawn on the server (useSyncExternalStore's server snapshot). */
    getServerOwnState: (): BasketOwnState => serverOwn,
    /** Told of changes of the store's own state (components observe the cache with useQuery). */
    subscribeOwn(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The session is asked (cached for 10 minutes); a signed-in user's basket is loaded. */
    async init(): Promise<void> {
      await filesLoaded;
      await sessionStore.load();
      onSession();
    },

    /** Loaded on open (spec section 4). */
    async reload(): Promise<void> {
      await filesLoaded;
      const user = await sessionStore.load();
      if (user) {
        await loadServer();
        return;
      }
      onSession();
      set({ guest: loadGuestCart() });
    },

    takePushMessages(): string[] {
      const messages = pushMessages;
      pushMessages = [];
      return messages;
    },

    open(): void {
      set({ isOpen: true });
    },
    close(): void {
      set({ isOpen: false });
    },

    /** Add, update or remove items, merged by id. */
    change(change: GuestChange): Promise<ChangeResult> {
      const keys = keysOf(serverChange(change));
      if (serverCart() === undefined) {
        setGuest(applyGuestChange(own.guest, change));
        const removed = new Set((change.services ?? []).filter((s) => 'to_remove' in s).map((s) => s.id));
        if (removed.size > 0) {
          const gone = Object.keys(own.guestFiles).filter((key) => removed.has(Number(key.split(':')[0])));
          for (const key of gone) void deleteGuestFile(key);
          set({
            guestFiles: Object.fromEntries(Object.entries(own.guestFiles).filter(([key]) => !gone.includes(key))),
          });
        }
        set({ errors: withoutKeys(own.errors, keys) });
        return Promise.resolve({ ok: true, message: null });
      }
      const body = serverChange(change);
      return serial(async () => {
        const response = await client.change(body);
        if (response.data) {
          setCart(response.data);
          set({ errors: withoutKeys(own.errors, keys), order: null });
          return { ok: true, message: null };
        }
        const error = response.error ?? { status: 0, message: 'Не удалось сохранить корзину', errors: {} };
        const itemErrors = errorsByItem(body, error.errors);
        set({ errors: { ...withoutKeys(own.errors, keys), ...itemErrors } });
        if (error.status === 401) sessionStore.reset();
        return { ok: false, message: firstMessage(error, itemErrors) };
      });
    },

    /** A PDF for a file param: sent to the server, or kept in memory for a guest until login. */
    uploadFile(serviceId: number, paramId: number, file: File): Promise<ChangeResult> {
      const key = `param:${serviceId}:${paramId}`;
      if (serverCart() === undefined) {
        set({
          guestFiles: { ...own.guestFiles, [fileKey(serviceId, paramId)]: file },
          errors: withoutKeys(own.errors, [key]),
        });
        void saveGuestFile(fileKey(serviceId, paramId), file);
        if (!own.guest.services.some((service) => service.id === serviceId)) {
          setGuest(applyGuestChange(own.guest, { services: [{ id: serviceId, checked: true }] }));
        }
        return Promise.resolve({ ok: true, message: null });
      }
      return serial(async () => {
        const response = await client.upload(serviceId, paramId, file);
        if (response.data) {
          setCart(response.data);
          set({ errors: withoutKeys(own.errors, [key]) });
          return { ok: true, message: null };
        }
        const error = response.error ?? { status: 0, message: 'Не удалось загрузить файл', errors: {} };
        const message = error.errors['file']?.[0] ?? error.errors['param_id']?.[0] ?? error.errors['service_id']?.[0] ?? error.message;
        set({ errors: { ...own.errors, [key]: [message] } });
        return { ok: false, message };
      });
    },

    /** Clearing the file widget: the value is removed (spec section 4). */
    clearFile(serviceId: number, paramId: number): Promise<ChangeResult> {
      if (serverCart() === undefined) {
        const files = { ...own.guestFiles };
        delete files[fileKey(serviceId, paramId)];
        void deleteGuestFile(fileKey(serviceId, paramId));
        set({ guestFiles: files, errors: withoutKeys(own.errors, [`param:${serviceId}:${paramId}`]) });
        return Promise.resolve({ ok: true, message: null });
      }
      return this.change({ services: [{ id: serviceId, params: [{ id: paramId, value: null }] }] });
    },

    /** Guests' files as the panel shows them. */
    guestFileInfo(): Map<string, CartFile> {
      return new Map(Object.entries(own.guestFiles).map(([key, file]) => [key, { id: 0, name: file.name, size: file.size }]));
    },

    /**
     * Submit (spec section 4): one confirm call, even on a double click; then the basket reloads.
     * The server answers a repeated confirm with the same order (docs/api.md), so a retry is safe.
     */
    confirm(): Promise<ConfirmResult> {
      if (serverCart() === undefined) return Promise.resolve({ order: null, error: null, needsLogin: true });
      confirming ??= (async (): Promise<ConfirmResult> => {
        set({ submitting: true });
        const response = await serial(() => client.confirm());
        const errors: Record<string, string[]> = {};
        const cart = serverCart();
        if (response.error && cart) {
          // Confirm's per-item fields index the basket as it was shown.
          const shown: CartChange = {
            events: cart.events.map((event) => ({ id: event.event_id, count: event.count })),
            services: cart.services.map((service) => ({ id: service.service_id })),
          };
          Object.assign(errors, errorsByItem(shown, response.error.errors));
        }
        set({ errors, order: response.data ?? null });
        await serial(loadServerNow);
        set({ submitting: false });
        return { order: response.data, error: response.error, needsLogin: response.status === 401 };
      })().finally(() => {
        confirming = null;
      });
      return confirming;
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export const basket: BasketStore = createBasketStore();

/**
 * The guest basket in local storage under a temporary key (spec sections 4 and 9: the name is not
 * given; `cart_tmp` is ours, decision 0015). What is read back is checked: a hand-edited or old
 * value never breaks the page, it just yields what is valid of it.
 */
import { normalizeCount } from './cartMerge';
import type { GuestCart, GuestEvent, GuestService, ParamValue } from './types';

export const GUEST_CART_KEY = 'cart_tmp';

export const EMPTY_GUEST_CART: GuestCart = { events: [], services: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function readEvent(value: unknown): GuestEvent | null {
  if (!isRecord(value) || !positiveId(value.id)) return null;
  return { id: value.id, count: normalizeCount(value.count), code: typeof value.code === 'string' ? value.code : '' };
}

function readParam(value: unknown): ParamValue | null {
  if (!isRecord(value) || !positiveId(value.id) || typeof value.value !== 'string' || value.value === '') return null;
  return { id: value.id, value: value.value };
}

function readService(value: unknown): GuestService | null {
  if (!isRecord(value) || !positiveId(value.id)) return null;
  const params = Array.isArray(value.params) ? value.params.map(readParam).filter((p): p is ParamValue => p !== null) : [];
  return { id: value.id, checked: value.checked !== false, params };
}

function unique<T extends { id: number }>(items: T[]): T[] {
  return items.filter((item, index) => items.findIndex((other) => other.id === item.id) === index);
}

/** A stored value as a guest basket: invalid items are dropped, duplicates keep the first. */
export function parseGuestCart(text: string | null): GuestCart {
  if (!text) return EMPTY_GUEST_CART;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_GUEST_CART;
  }
  if (!isRecord(value)) return EMPTY_GUEST_CART;
  const events = Array.isArray(value.events) ? value.events.map(readEvent).filter((e): e is GuestEvent => e !== null) : [];
  const services = Array.isArray(value.services) ? value.services.map(readService).filter((s): s is GuestService => s !== null) : [];
  return { events: unique(events), services: unique(services) };
}

/** Local storage may be missing or refuse writes (private mode, quota): the basket then lives in memory. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadGuestCart(): GuestCart {
  try {
    return parseGuestCart(storage()?.getItem(GUEST_CART_KEY) ?? null);
  } catch {
    return EMPTY_GUEST_CART;
  }
}

export function saveGuestCart(cart: GuestCart): void {
  try {
    if (cart.events.length === 0 && cart.services.length === 0) storage()?.removeItem(GUEST_CART_KEY);
    else storage()?.setItem(GUEST_CART_KEY, JSON.stringify(cart));
  } catch {
    // Quota or private mode: the basket stays in memory for this visit.
  }
}

export function removeGuestCart(): void {
  try {
    storage()?.removeItem(GUEST_CART_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

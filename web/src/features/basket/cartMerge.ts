/**
 * Pure rules of the basket (spec section 4): the guest basket merges changes by id exactly as the
 * server does (`to_remove` drops, anything else adds or updates, items not named stay), counts
 * are at least 1, and after login the guest basket becomes one `POST /api/cart/` payload.
 */
import type { CartEvent } from '../../shared/events/types';
import type { Cart, CartChange, CartFile, CartServiceChange, GuestCart, GuestService, ParamValue, Service } from './types';

export const COUNT_MIN = 1;

/** Counter rule of spec section 5: a whole number of at least 1; anything else falls back to 1. */
export function normalizeCount(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= COUNT_MIN ? n : COUNT_MIN;
}

/** An event change of the guest basket: the code travels with a new event (see GuestEvent). */
export type GuestEventChange = { id: number; count?: number; code?: string } | { id: number; to_remove: true };

export interface GuestChange {
  events?: GuestEventChange[];
  services?: CartServiceChange[];
}

function removes(item: object): boolean {
  return 'to_remove' in item && item.to_remove === true;
}

/** Param values merged by param id; null or "" clears a value. */
export function mergeParams(current: readonly ParamValue[], changes: readonly ParamValue[]): ParamValue[] {
  const result = current.filter((param) => !changes.some((change) => change.id === param.id));
  for (const change of changes) {
    if (change.value !== null && change.value !== '') result.push({ id: change.id, value: change.value });
  }
  return result.sort((a, b) => a.id - b.id);
}

/** The guest basket after a change, merged by id (the server's rules, docs/api.md POST /api/cart/). */
export function applyGuestChange(cart: GuestCart, change: GuestChange): GuestCart {
  let events = [...cart.events];
  for (const item of change.events ?? []) {
    if (removes(item)) {
      events = events.filter((event) => event.id !== item.id);
      continue;
    }
    const update = item as { id: number; count?: number; code?: string };
    const index = events.findIndex((event) => event.id === update.id);
    if (index >= 0) {
      const existing = events[index]!;
      events[index] = {
        ...existing,
        count: normalizeCount(update.count ?? existing.count),
        code: update.code ?? existing.code,
      };
    } else {
      events.push({ id: update.id, count: normalizeCount(update.count), code: update.code ?? '' });
    }
  }
  let services = [...cart.services];
  for (const item of change.services ?? []) {
    if (removes(item)) {
      services = services.filter((service) => service.id !== item.id);
      continue;
    }
    const update = item as { id: number; checked?: boolean; params?: ParamValue[] };
    const index = services.findIndex((service) => service.id === update.id);
    if (index >= 0) {
      const existing = services[index]!;
      services[index] = {
        id: existing.id,
        checked: update.checked ?? existing.checked,
        params: mergeParams(existing.params, update.params ?? []),
      };
    } else {
      services.push({ id: update.id, checked: update.checked ?? true, params: mergeParams([], update.params ?? []) });
    }
  }
  return { events, services };
}

export function isGuestCartEmpty(cart: GuestCart): boolean {
  return cart.events.length === 0 && cart.services.length === 0;
}

/** Products of the guest basket: its events and its checked services. */
export function guestCount(cart: GuestCart): number {
  return cart.events.length + cart.services.filter((service) => service.checked).length;
}

/**
 * The guest basket as one `POST /api/cart/` payload, pushed when the server basket loads after
 * login. Uploaded files are not in it: they are sent one by one to `POST /api/cart/file/`.
 */
export function guestPushPayload(cart: GuestCart): CartChange {
  const change: CartChange = {};
  if (cart.events.length > 0) change.events = cart.events.map((event) => ({ id: event.id, count: normalizeCount(event.count) }));
  if (cart.services.length > 0) {
    change.services = cart.services.map((service) =>
      service.params.length > 0
        ? { id: service.id, checked: service.checked, params: service.params.map((param) => ({ ...param })) }
        : { id: service.id, checked: service.checked },
    );
  }
  return change;
}

/** Where a 422 field such as `events[1]` or `services[0].params[2]` points. */
export interface ErrorTarget {
  list: 'events' | 'services';
  index: number;
  param: number | null;
}

const FIELD_RE = /^(events|services)\[(\d+)\](?:\.params\[(\d+)\])?$/;

export function parseErrorField(field: string): ErrorTarget | null {
  const match = FIELD_RE.exec(field);
  if (!match) return null;
  return {
    list: match[1] as ErrorTarget['list'],
    index: Number(match[2]),
    param: match[3] === undefined ? null : Number(match[3]),
  };
}

/** Messages of a 422 keyed by what they are about: `event:ID`, `service:ID`, `param:SERVICE:PARAM`. */
export function errorsByItem(change: CartChange, errors: Record<string, string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const add = (key: string, messages: string[]) => {
    result[key] = [...(result[key] ?? []), ...messages];
  };
  for (const [field, messages] of Object.entries(errors)) {
    const target = parseErrorField(field);
    if (!target) continue;
    if (target.list === 'events') {
      const event = change.events?.[target.index];
      if (event) add(`event:${event.id}`, messages);
      continue;
    }
    const service = change.services?.[target.index];
    if (!service) continue;
    if (target.param === null) {
      add(`service:${service.id}`, messages);
      continue;
    }
    const param = 'params' in service ? service.params?.[target.param] : undefined;
    add(param ? `param:${service.id}:${param.id}` : `service:${service.id}`, messages);
  }
  return result;
}

/** The change without the items a 422 refused, so the rest of a guest basket can still be pushed. */
export function withoutRejected(change: CartChange, errors: Record<string, string[]>): CartChange {
  const rejected = { events: new Set<number>(), services: new Set<number>() };
  for (const field of Object.keys(errors)) {
    const target = parseErrorField(field);
    if (target) rejected[target.list].add(target.index);
  }
  const result: CartChange = {};
  const events = change.events?.filter((_, index) => !rejected.events.has(index));
  const services = change.services?.filter((_, index) => !rejected.services.has(index));
  if (events && events.length > 0) result.events = events;
  if (services && services.length > 0) result.services = services;
  return result;
}

export function isChangeEmpty(change: CartChange): boolean {
  return (change.events?.length ?? 0) === 0 && (change.services?.length ?? 0) === 0;
}

/**
 * The guest basket shown like a server one, from public data: events from the festival page call,
 * services from the services catalogue, files kept in the browser. Items whose public data is not
 * loaded (yet, or any more) are left out; no final hint (the server counts it after login).
 */
export function guestCartView(
  cart: GuestCart,
  events: ReadonlyMap<number, CartEvent>,
  services: ReadonlyMap<number, Service>,
  files: ReadonlyMap<string, CartFile> = new Map(),
): Cart {
  const eventItems = cart.events.flatMap((item) => {
    const event = events.get(item.id);
    if (!event) return [];
    const count = normalizeCount(item.count);
    return [{ ...event, count, amount: event.price_participation * count, final_hint: null }];
  });
  const serviceItems = cart.services.flatMap((item: GuestService) => {
    const service = services.get(item.id);
    if (!service) return [];
    const { id, params, ...rest } = service;
    return [
      {
        ...rest,
        id,
        service_id: id,
        status: 'new' as const,
        checked: item.checked,
        available: true,
        params: params.map((param) => ({
          ...param,
          value: param.type === 'file' ? null : (item.params.find((value) => value.id === param.id)?.value ?? null),
          file: param.type === 'file' ? (files.get(fileKey(id, param.id)) ?? null) : null,
        })),
      },
    ];
  });
  const checked = serviceItems.filter((service) => service.checked);
  return {
    user_id: null,
    events: eventItems,
    services: serviceItems,
    total: eventItems.reduce((sum, event) => sum + event.amount, 0) + checked.reduce((sum, service) => sum + service.price.final, 0),
    count: eventItems.length + checked.length,
    version: 0,
    final_warning: null,
  };
}

/** Key of a file param of a service (guest files, error keys). */
export function fileKey(serviceId: number, paramId: number): string {
  return `${serviceId}:${paramId}`;
}

/**
 * Shapes of the basket calls (docs/api.md, "Basket and orders") and of the guest basket kept in
 * local storage (spec sections 3 and 4). Prices are integer rubles.
 */
import type { CartEvent, EventTag } from '../../shared/events/types';

export type ServiceParamType = 'file' | 'video' | 'creative_type' | 'execution-format';

export interface ServiceParamOption {
  value: string;
  title: string;
}

/** A service param as the services catalogue answers it. */
export interface ServiceParamDef {
  id: number;
  type: ServiceParamType;
  label: string;
  placeholder: string | null;
  capText: string | null;
  capTextRight: string | null;
  required: boolean;
  /** Handbook choices of creative_type and execution-format (the cart answer carries them). */
  options?: ServiceParamOption[];
}

export interface ServicePrice {
  /** Before a discount, or null. */
  old: number | null;
  /** Display text such as «от 2 500 ₽», or null. */
  preview: string | null;
  /** What the basket charges. */
  final: number;
}

/** A service of `GET /api/services`. */
export interface Service {
  id: number;
  code: string;
  name: string;
  description: string;
  price: ServicePrice;
  tags: EventTag[];
  category: { code: string; title: string };
  special: boolean;
  params: ServiceParamDef[];
}

export interface ServiceCategory {
  id: number;
  code: string;
  title: string;
  sort: number;
}

export interface ServicesAnswer {
  categories: ServiceCategory[];
  items: Service[];
}

export interface CartFile {
  id: number;
  name: string;
  size: number;
}

/** A param of a service in the basket, with its value. */
export interface CartParam extends ServiceParamDef {
  value: string | null;
  file: CartFile | null;
}

/** The Cart service of spec section 3. */
export interface CartService extends Omit<Service, 'id' | 'params'> {
  /** The basket row. */
  id: number;
  service_id: number;
  status: 'new';
  checked: boolean;
  /** False once the service is unpublished. */
  available: boolean;
  params: CartParam[];
}

/** One project of the final-of-event hint: `count` participations still missing. */
export interface FinalHint {
  title: string;
  code: string;
  count: number;
  value: number;
  required: number;
}

/** A Cart event with its people count, amount and final hint. */
export interface CartEventItem extends CartEvent {
  amount: number;
  final_hint: FinalHint[] | null;
}

/** The Cart of spec section 3 (`GET /api/cart/`). */
export interface Cart {
  user_id: number | null;
  events: CartEventItem[];
  services: CartService[];
  total: number;
  /** Products: events plus checked available services; the submit button is disabled at 0. */
  count: number;
  version: number;
  final_warning: string | null;
}

/** `POST /api/cart/` body items, ids of events and services (spec section 7). */
export type CartEventChange = { id: number; count: number } | { id: number; to_remove: true };
export interface ParamValue {
  id: number;
  value: string | null;
}
export type CartServiceChange = { id: number; to_remove: true } | { id: number; checked?: boolean; params?: ParamValue[] };

export interface CartChange {
  events?: CartEventChange[];
  services?: CartServiceChange[];
}

/**
 * The guest basket: the payload shape of `POST /api/cart/`. An event also keeps its code so the
 * panel can show it from the public festival page call (the catalogue has no lookup by id).
 */
export interface GuestEvent {
  id: number;
  count: number;
  code: string;
}

export interface GuestService {
  id: number;
  checked: boolean;
  params: ParamValue[];
}

export interface GuestCart {
  events: GuestEvent[];
  services: GuestService[];
}

/** The order `POST /api/cart/confirm/` answers (only what the basket needs of it). */
export interface ConfirmedOrder {
  id: number;
  number: string;
  status: string;
  total: number;
}

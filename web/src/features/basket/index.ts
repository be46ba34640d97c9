/**
 * The basket's public API (issue 5). Pages that add to the basket use `useBasket()`:
 * `addEvent({event_id, code})`, `addService(serviceId, params?)`, `hasEvent`, `hasService`,
 * `count`, `open()`. The header mounts `BasketButton` (badge and panel).
 */
export { useBasket, useBasketState, type BasketApiHook } from './useBasket';
export { basket } from './basketStore';
export type { Cart, CartService, CartEventItem, Service, ServicesAnswer, ServiceParamDef, ParamValue } from './types';

/**
 * The basket's public API (issue 5). Pages that add to the basket use `useBasket()`:
 * `addEvent({event_id, code})`, `addService(serviceId, params?)`, `hasEvent`, `hasService`,
 * `count`, `open()`. The header mounts `BasketButton` (badge and panel); cards show
 * `AddToBasketButton`. Other features import the basket from here only (decision 0023).
 */
export { useBasket, useBasketState, type BasketApiHook } from './useBasket';
export { basket } from './basketStore';
export { AddToBasketButton } from './AddToBasketButton';
export { BasketButton } from './BasketButton';
export type {
  Cart,
  CartService,
  CartEventItem,
  Service,
  ServiceCategory,
  ServicePrice,
  ServicesAnswer,
  ServiceParamDef,
  ParamValue,
} from './types';

import type { ShowStatus } from '../../features/tickets/types';
import { MONTHS_GENITIVE } from '../../shared/format';
import { countRu, pluralRu } from '../../shared/format/plural';
import { reasonProblem as checkReason } from '../ReasonDialog';
import { SALES_EXPORT_URL, TICKET_ORDERS_RESOURCE } from './labels';
import type { AdminTicketShow, ShowCancelResult, ShowSalesTier } from './types';

export const SHOW_STATUS_NAMES: Record<ShowStatus, string> = {
  draft: 'Черновик',
  on_sale: 'В продаже',
  cancelled: 'Отменён',
};

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** A show's local start with its year (the list holds past shows too): «12 декабря 2026, 19:00». */
export function showWhen(startsAt: string): string {
  const m = MOMENT.exec(startsAt);
  if (!m) return startsAt;
  const [, year, month, day, hour, minute] = m;
  return `${Number(day)} ${MONTHS_GENITIVE[Number(month) - 1] ?? ''} ${year}, ${hour}:${minute}`;
}

/** Where: «Культурный центр «Меридиан», Москва · Камерный зал». */
export function showVenue(show: Pick<AdminTicketShow, 'place' | 'hall'>): string {
  const place = `${show.place.name}, ${show.place.city.name}`;
  return show.hall ? `${place} · ${show.hall}` : place;
}

/** «Продано 12 из 80». */
export const soldLine = (sold: number, quota: number) => `Продано ${sold} из ${quota}`;

/** The seats still on sale: neither sold nor held. */
export const seatsLeft = (tier: Pick<ShowSalesTier, 'quota' | 'sold' | 'held'>) => Math.max(tier.quota - tier.sold - tier.held, 0);

/**
 * The orders list filtered by the show, as react-admin keeps a list's filter in the address
 * (`?filter=` and the filter's JSON).
 */
export function showOrdersPath(id: number): string {
  return `/${TICKET_ORDERS_RESOURCE}?${new URLSearchParams({ filter: JSON.stringify({ show_id: id }) }).toString()}`;
}

/** The show's sales report, Excel-ready. */
export const showSalesCsvUrl = (id: number) => `${SALES_EXPORT_URL}?show_id=${id}`;

/** A show may be cancelled until it is, and again while a posters manager's cancellation left orders live. */
export const canCancelShow = (show: Pick<AdminTicketShow, 'status' | 'live_orders'>) => show.status !== 'cancelled' || show.live_orders > 0;

/** A show's cancellation without a reason (the buyers read it in their mail). */
export const SHOW_REASON_REQUIRED = 'Укажите причину: её получит каждый покупатель';

/** The cancellation reason's problem before sending, or '': the check CancelShowButton's dialog makes. */
export const reasonProblem = (reason: string) => checkReason(reason, SHOW_REASON_REQUIRED);

const ORDERS: readonly [string, string, string] = ['заказ', 'заказа', 'заказов'];

/** «Показ отменён: отменено 3, возвращено 5 заказов» (a count ending in 1 takes «отменён», «возвращён»). */
export function cancelDoneMessage({ cancelled, refunded }: Pick<ShowCancelResult, 'cancelled' | 'refunded'>): string {
  const cancelledWord = pluralRu(cancelled, ['отменён', 'отменено', 'отменено']);
  const refundedWord = pluralRu(refunded, ['возвращён', 'возвращено', 'возвращено']);
  return `Показ отменён: ${cancelledWord} ${cancelled}, ${refundedWord} ${countRu(refunded, ORDERS)}`;
}

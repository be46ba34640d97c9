import { MONTHS_GENITIVE } from '../../shared/format';

/** What the door sees after a code: admitted, used before, not valid, unknown, or no answer. */
export type CheckInResult =
  | { kind: 'admitted'; title: string; facts: string[] }
  | { kind: 'used'; title: string; facts: string[] }
  | { kind: 'refused'; title: string; facts: string[] }
  | { kind: 'unknown'; title: string; facts: string[] }
  | { kind: 'error'; title: string; facts: string[] };

/** The answer of `POST /api/admin/tickets/check-in` (docs/api.md): bare, the same facts for 200 and 409. */
export interface CheckInAnswer {
  ticket?: { code?: string; number?: number; tier?: string; order?: string };
  show?: { title?: string; starts_at?: string; place?: { name?: string } };
  tier?: string;
  buyer_name?: string;
  checked_in_at?: string | null;
  checked_in_by?: string;
  message?: string;
  error?: { message?: string };
}

/** The longest code the server reads: a QR's signed code fits, a pasted page does not. */
export const CODE_MAX = 200;

/** A typed or scanned code as sent: spaces around it dropped; empty or too long: null. */
export function codeOf(text: string): string | null {
  const code = text.trim();
  return code === '' || code.length > CODE_MAX ? null : code;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** When a ticket was used, in the phone's own time: «27 ноября в 19:05». */
export function usedAt(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()] ?? ''} в ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function factsOf(answer: CheckInAnswer): string[] {
  const ticket = answer.ticket;
  const lines = [
    answer.show?.title ?? '',
    [
      answer.tier ?? ticket?.tier,
      ticket?.number ? `билет ${ticket.number}` : '',
      ticket?.order ? `заказ ${ticket.order.replace(/-/g, '\u2011')}` : '',
    ]
      .filter(Boolean)
      .join(', '),
    answer.buyer_name ?? '',
  ];
  return lines.filter((line) => line !== '');
}

/** The door's result of an HTTP status and the answer's body. */
export function checkInResult(status: number, answer: CheckInAnswer | null): CheckInResult {
  const body = answer ?? {};
  const message = body.message ?? body.error?.message ?? '';
  if (status === 200) return { kind: 'admitted', title: 'Вход разрешён', facts: factsOf(body) };
  if (status === 409 && body.checked_in_at) {
    const who = body.checked_in_by?.trim();
    return { kind: 'used', title: `Билет уже использован: ${usedAt(body.checked_in_at)}${who ? `, ${who}` : ''}`, facts: factsOf(body) };
  }
  if (status === 409) return { kind: 'refused', title: message || 'Билет недействителен', facts: factsOf(body) };
  if (status === 404) return { kind: 'unknown', title: 'Билет не найден', facts: [message || 'Код не наш или подделан'] };
  if (status === 403 || status === 401) return { kind: 'error', title: 'Нет доступа к контролю билетов', facts: [message] };
  if (status === 0) return { kind: 'error', title: 'Нет связи с сервером', facts: ['Проверьте интернет и отсканируйте билет ещё раз'] };
  return { kind: 'error', title: message || 'Не получилось проверить билет', facts: ['Попробуйте ещё раз'] };
}

/** Sends a code to the check-in at the door of the show `showId`; never throws (no network: status 0). */
export async function checkIn(code: string, showId: number, doFetch: typeof fetch = fetch): Promise<CheckInResult> {
  try {
    const response = await doFetch('/api/admin/tickets/check-in', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code, show_id: showId }),
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const record = typeof body === 'object' && body !== null ? (body as CheckInAnswer & { data?: CheckInAnswer }) : null;
    return checkInResult(response.status, record?.data ?? record);
  } catch {
    return checkInResult(0, null);
  }
}

/** Where the door remembers its show: a phone at one door checks one show all evening. */
const DOOR_SHOW_KEY = 'platform.check-in.show';

export function rememberedDoorShow(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const id = Number(storage.getItem(DOOR_SHOW_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberDoorShow(id: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(DOOR_SHOW_KEY, String(id));
}

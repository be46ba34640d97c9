import { PRODUCT_NAME } from '../../app/areas';
import type { PlatformError } from '../../shared/errors/platformError';

/** Error page texts of spec section 8 (exact). */
export const ERROR_TITLES: Readonly<Record<number, string>> = {
  404: 'Страница не найдена',
  500: 'Ошибка сервера',
  403: 'Доступ запрещен',
  401: 'Требуется авторизация',
};
export const OTHER_ERROR_TITLE = 'Ошибка во время исполнения';
export const HOME_BUTTON = 'Перейти на главную';

/** Bodies of 404 and 500: a dance competition and a technical glitch. */
export const GLITCH_TEXTS: Readonly<Record<404 | 500, string>> = {
  404:
    'Похоже, эта страница ушла на конкурс танцев и до сих пор кружится где-то за кулисами: ' +
    'на финальном вальсе у звукорежиссёра заело пульт, свет мигнул, и ведущий потерял её в списке выступающих. ' +
    'Пока техники распутывают провода, загляните на главную — там программа идёт строго по расписанию.',
  500:
    'На сцене технический сбой: посреди конкурса танцев фонограмма споткнулась, прожектор подмигнул, ' +
    'а сервер сбился со счёта «и-раз, и-два». Наша команда уже настраивает аппаратуру. ' +
    'Обновите страницу через минуту или вернитесь на главную — там всё идёт по плану.',
};

/** Crawlers and bots do not get the error page (spec section 8). */
export const CRAWLER_RE = /bot|lighthouse|facebookexternalhit|google/i;
export function isCrawler(userAgent: string): boolean {
  return CRAWLER_RE.test(userAgent);
}

export interface ErrorView {
  statusCode: number;
  title: string;
  /** The error message, an additional title for non-200 codes. */
  subtitle: string | null;
  body: string | null;
  /** An image supplied by the error data (code 200), or null. */
  image: string | null;
  /** Whether the own 404/500 picture is shown. */
  picture: boolean;
  documentTitle: string;
}

interface ErrorData {
  title?: unknown;
  description?: unknown;
  image?: unknown;
}

function parseData(data: string | undefined): ErrorData {
  if (!data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ErrorData) : {};
  } catch {
    return {};
  }
}

/** Only http(s) and same-site images are shown. */
function safeImage(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const src = value.trim();
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return /^https?:\/\//i.test(src) ? src : null;
}

export function errorTitle(statusCode: number): string {
  return ERROR_TITLES[statusCode] ?? OTHER_ERROR_TITLE;
}

/** What the error page shows for an error. */
export function errorView(error: PlatformError): ErrorView {
  const code = error.statusCode;
  if (code === 200) {
    const data = parseData(error.data);
    const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim() : OTHER_ERROR_TITLE;
    return {
      statusCode: code,
      title,
      subtitle: null,
      body: typeof data.description === 'string' && data.description.trim() ? data.description.trim() : null,
      image: safeImage(data.image),
      picture: false,
      documentTitle: `${PRODUCT_NAME} — ${title}`,
    };
  }
  const title = errorTitle(code);
  const message = error.message.trim();
  const body = code === 404 || code === 500 ? GLITCH_TEXTS[code] : error.statusMessage.trim() || null;
  return {
    statusCode: code,
    title,
    subtitle: message || null,
    body: body !== null && body === message ? null : body,
    image: null,
    picture: code === 404 || code === 500,
    documentTitle: `${PRODUCT_NAME} — ${title}`,
  };
}

/**
 * Video links of a portfolio (spec section 5, decision 0044): an .mp4 file on https, or a video
 * page of a host people in Russia watch — RUTUBE, VK Видео, YouTube, Дзен. The server checks the
 * same rule and answers with the same two messages.
 */
export const VIDEO_INVALID = 'Некорректная ссылка';
export const VIDEO_NOT_MP4 = 'Ссылка должна вести на файл в формате MP4';

/** Where a video plays: our player for a file, the host's page for the others. */
export type VideoSource = { kind: 'file' } | { kind: 'host'; host: 'rutube' | 'vk' | 'youtube' | 'dzen' };

/** «Смотреть на …» of each host. */
export const HOST_NAMES: Readonly<Record<'rutube' | 'vk' | 'youtube' | 'dzen', string>> = {
  rutube: 'RUTUBE',
  vk: 'VK Видео',
  youtube: 'YouTube',
  dzen: 'Дзене',
};

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A web address as typed: http(s), a host with a dot, no spaces; null when it is not one. */
function parseLink(text: string): URL | null {
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)) || /^\d+$/.test(labels.at(-1) ?? '')) return null;
  return url;
}

/** The host without `www.` or `m.`. */
const bareHost = (url: URL): string => url.hostname.replace(/^(?:www\.|m\.)/, '');

/** What a link to a video leads to, or null when it leads to neither a file nor a known host's video. */
export function videoSource(link: string): VideoSource | null {
  const url = parseLink(link.trim());
  if (!url) return null;
  if (url.protocol === 'https:' && /\.mp4$/i.test(url.pathname)) return { kind: 'file' };
  const host = bareHost(url);
  const path = url.pathname;
  if (host === 'rutube.ru' && /^\/video\/[^/]+/.test(path)) return { kind: 'host', host: 'rutube' };
  if ((host === 'vk.com' || host === 'vkvideo.ru') && path.startsWith('/video')) return { kind: 'host', host: 'vk' };
  if (host === 'youtube.com' && path === '/watch' && (url.searchParams.get('v') ?? '') !== '') return { kind: 'host', host: 'youtube' };
  if (host === 'youtu.be' && /^\/[^/]+/.test(path)) return { kind: 'host', host: 'youtube' };
  if (host === 'dzen.ru' && /^\/video\/watch\/[^/]+/.test(path)) return { kind: 'host', host: 'dzen' };
  return null;
}

/**
 * The message under a video link field: none for an empty one (empty clears the error) or a good
 * one; «Некорректная ссылка» for what is not a web address; the MP4 message for any other address.
 */
export function videoLinkError(link: string): string | null {
  const text = link.trim();
  if (text === '') return null;
  if (!parseLink(text)) return VIDEO_INVALID;
  return videoSource(text) ? null : VIDEO_NOT_MP4;
}

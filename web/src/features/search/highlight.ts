/**
 * The search answer's `title_html` and `snippet` are HTML with matches in `<mark>` and everything
 * else escaped (docs/api.md). They are never put into the page as HTML: they are split into text
 * pieces, marked or not, and React renders each piece as text. Only a bare `<mark>`/`</mark>` is a
 * tag; anything else that looks like markup is shown literally, so a server slip cannot inject it.
 */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY_RE = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi;
const MARK_RE = /<(\/?)mark>/gi;

/** Decodes the entities the server writes (and numeric ones); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY_RE, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Lone surrogates and code points beyond Unicode are not characters: keep the text as written.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Splits highlighted HTML into pieces; adjacent pieces of the same kind are joined, empty ones dropped. */
export function parseHighlight(html: string | null | undefined): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (raw: string, marked: boolean) => {
    if (raw === '') return;
    const text = decodeEntities(raw);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let depth = 0;
  let from = 0;
  const source = html ?? '';
  for (const match of source.matchAll(MARK_RE)) {
    push(source.slice(from, match.index), depth > 0);
    depth = match[1] === '/' ? Math.max(0, depth - 1) : depth + 1;
    from = match.index + match[0].length;
  }
  push(source.slice(from), depth > 0);
  return parts;
}

/** The plain text of highlighted HTML (for labels and titles). */
export function highlightText(html: string | null | undefined): string {
  return parseHighlight(html)
    .map((part) => part.text)
    .join('');
}

/**
 * The rich-text subset of content blocks (decision 0024): `##`/`###` headings, paragraphs separated
 * by blank lines, `- ` and `1. ` lists, `**bold**` and `[text](link)`. Parsed into a tree that the
 * renderer turns into React elements, so nothing an editor types ever becomes markup. Anything else
 * is text as typed.
 */
export type Inline =
  { kind: 'text'; text: string } | { kind: 'strong'; children: Inline[] } | { kind: 'link'; href: string; children: Inline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{2,3}) +(.*)$/;
const BULLET = /^- +(.*)$/;
const NUMBERED = /^\d{1,3}\. +(.*)$/;

/** `[text](target)` starting at `at`, or null when the brackets do not close as a link. */
function linkAt(text: string, at: number): { label: string; href: string; end: number } | null {
  const close = text.indexOf('](', at + 1);
  if (close < 0) return null;
  const end = text.indexOf(')', close + 2);
  if (end < 0) return null;
  const label = text.slice(at + 1, close);
  const href = text.slice(close + 2, end).trim();
  if (!label || !href || label.includes('[') || href.includes(' ')) return null;
  return { label, href, end: end + 1 };
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    if (text.startsWith('**', at)) {
      const close = text.indexOf('**', at + 2);
      if (close > at + 2) {
        flush();
        out.push({ kind: 'strong', children: parseInline(text.slice(at + 2, close)) });
        at = close + 2;
        continue;
      }
    }
    if (text[at] === '[') {
      const link = linkAt(text, at);
      if (link) {
        flush();
        out.push({ kind: 'link', href: link.href, children: parseInline(link.label) });
        at = link.end;
        continue;
      }
    }
    plain += text[at];
    at += 1;
  }
  flush();
  return out;
}

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const [, hashes = '', text = ''] = heading;
      blocks.push({ kind: 'heading', level: hashes.length === 2 ? 2 : 3, content: parseInline(text) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      endParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item[1] ?? ''));
      continue;
    }
    endList();
    paragraph.push(line);
  }
  endParagraph();
  endList();
  return blocks;
}

import { parseHighlight } from './highlight';

/** Highlighted search text rendered as text nodes and <mark> elements only (see highlight.ts). */
export function Highlighted({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <span className={className}>
      {parseHighlight(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}

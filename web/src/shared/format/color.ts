/** Colour values (spec section 5): `#` and 3 or 6 hex digits; anything else is transparent. */
const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function toCssColor(value: string | null | undefined): string {
  const m = HEX_RE.exec((value ?? '').trim());
  return m ? `#${m[1]!.toLowerCase()}` : 'transparent';
}

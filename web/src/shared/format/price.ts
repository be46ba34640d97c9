/**
 * Prices in rubles: `12 500 ₽`. The thousands separator and the space before the sign are plain
 * spaces (U+0020) as the spec writes them, not the narrow no-break space Intl would produce; the
 * UI keeps a price on one line with CSS (white-space: nowrap) instead.
 */
const SPACE = ' ';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, SPACE);
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const rounded = Math.round(abs * 100) / 100;
  const whole = Math.trunc(rounded);
  const cents = Math.round((rounded - whole) * 100);
  const text = groupThousands(String(whole));
  return `${sign}${text}${cents > 0 ? `,${String(cents).padStart(2, '0')}` : ''}`;
}

export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return `${formatNumber(n)}${SPACE}₽`;
}

/**
 * Own picture of the error page: the status code lit on a stage, a spotlight that has slipped
 * and a tangled cable, in the area's colours.
 */
export function ErrorArt({ code, label }: { code: number; label: string }) {
  const digits = String(code);
  return (
    <svg viewBox="0 0 520 360" role="img" aria-label={label}>
      <title>{label}</title>
      <ellipse cx="260" cy="318" rx="240" ry="34" style={{ fill: 'var(--accent-soft)' }} />
      <path d="M70 0h26l150 318h-200z" style={{ fill: 'var(--accent-3)', opacity: 0.28 }} />
      <rect x="60" y="0" width="46" height="20" rx="6" style={{ fill: 'var(--hero-from)' }} />
      <g transform="rotate(28 430 40)">
        <rect x="404" y="22" width="52" height="26" rx="8" style={{ fill: 'var(--hero-from)' }} />
        <circle cx="430" cy="50" r="9" style={{ fill: 'var(--text-muted)' }} />
      </g>
      <text
        x="222"
        y="246"
        textAnchor="middle"
        style={{
          fill: 'var(--accent)',
          fontFamily: 'var(--font-display)',
          fontWeight: 800,
          fontSize: 150,
          letterSpacing: -6,
        }}
      >
        {digits}
      </text>
      <path
        d="M300 318c-40-2-70-22-54-40c18-20 62 4 44 26c-14 18-70 6-96-8c-30-16-44-4-60 22"
        style={{ fill: 'none', stroke: 'var(--hero-from)', strokeWidth: 5, strokeLinecap: 'round' }}
      />
      <g transform="translate(34 0)">
        <g
          style={{
            fill: 'none',
            stroke: 'var(--accent-2)',
            strokeWidth: 14,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          }}
        >
          <path d="M420 200q-6 40-14 70" />
          <path d="M420 200q28 26 58 26" />
          <path d="M416 150q-30 12-52 -6" />
          <path d="M416 150q26 -12 42 -40" />
          <path d="M418 130q2 40 2 70" />
          <path d="M408 268l-8 46" />
        </g>
        <circle cx="420" cy="108" r="15" style={{ fill: 'var(--accent-2)' }} />
      </g>
      <path
        d="M196 70l10-20l8 14l12-26"
        style={{
          fill: 'none',
          stroke: 'var(--accent-2)',
          strokeWidth: 5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      />
      <path d="M470 292l16-6m-8 16l18 2" style={{ stroke: 'var(--accent-3)', strokeWidth: 5, strokeLinecap: 'round' }} />
    </svg>
  );
}

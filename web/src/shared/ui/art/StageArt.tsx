import { useId, type CSSProperties, type ReactNode } from 'react';

/**
 * Generated artwork of the platform (no stock photos, BRANDS.md): a stage with spotlights in the
 * area's colours, plus motifs per area. Colours come from the design tokens, so one drawing serves
 * every area. Every picture carries a Russian description.
 */
export type StageMotif = 'dancer' | 'curtains' | 'garland' | 'dashboard' | 'seats' | 'books' | 'notes';

export interface StageArtProps {
  /** Russian description for screen readers. */
  label: string;
  motifs: readonly StageMotif[];
  className?: string;
}

const fill = (value: string): CSSProperties => ({ fill: value });
const stroke = (value: string): CSSProperties => ({ stroke: value });

function Note({ x, y, scale = 1, color }: { x: number; y: number; scale?: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} style={fill(color)}>
      <ellipse cx="0" cy="0" rx="11" ry="8" transform="rotate(-20)" />
      <rect x="8" y="-46" width="4" height="46" rx="2" />
      <path d="M12 -46c10 6 18 12 16 26c-3-8-8-11-16-13z" />
    </g>
  );
}

function Sparkle({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  const k = r * 0.28;
  return (
    <path
      d={`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}z`}
      style={fill(color)}
    />
  );
}

function Dancer() {
  const limb = {
    ...stroke('#ffffff'),
    strokeWidth: 20,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  } as const;
  return (
    <g>
      <path d="M300 236 L246 318 Q300 330 354 318 Z" style={{ fill: 'var(--accent-2)', opacity: 0.95 }} />
      <circle cx="322" cy="132" r="19" style={fill('#ffffff')} />
      <path d="M316 160 Q306 200 300 244" style={limb} />
      <path d="M312 182 Q270 170 238 128" style={limb} />
      <path d="M312 182 Q356 178 392 144" style={limb} />
      <path d="M298 300 Q300 348 292 392" style={limb} />
      <path d="M302 296 Q356 300 412 262" style={limb} />
    </g>
  );
}

function Curtains() {
  const drape = (flip: boolean) => (
    <path
      transform={flip ? 'translate(600 0) scale(-1 1)' : undefined}
      d="M0 0H150Q128 120 138 230Q146 330 112 440H0Z"
      style={{ fill: 'var(--accent)', opacity: 0.96 }}
    />
  );
  const folds = (flip: boolean) => (
    <g
      transform={flip ? 'translate(600 0) scale(-1 1)' : undefined}
      style={{ ...stroke('rgba(0,0,0,0.28)'), strokeWidth: 6, fill: 'none' }}
    >
      <path d="M40 20Q50 220 30 430" />
      <path d="M88 20Q100 220 74 430" />
    </g>
  );
  const valance = Array.from({ length: 8 }, (_, i) => `Q${600 - 37.5 - i * 75} 78 ${600 - 75 - i * 75} 40`).join('');
  return (
    <g>
      {drape(false)}
      {drape(true)}
      {folds(false)}
      {folds(true)}
      <path d={`M0 0H600V40${valance}Z`} style={fill('var(--accent-strong)')} />
      <path d="M0 30H600" style={{ ...stroke('var(--accent-2)'), strokeWidth: 4 }} />
    </g>
  );
}

function Garland() {
  const flags = Array.from({ length: 11 }, (_, i) => {
    const x = 30 + i * 54;
    const y = 34 + Math.sin((i / 10) * Math.PI) * 34;
    const colors = ['var(--accent-2)', 'var(--accent-3)', '#ffffff', 'var(--hero-glow)'];
    return <path key={i} d={`M${x} ${y}l22 2l-12 30z`} style={fill(colors[i % colors.length] ?? '#ffffff')} />;
  });
  return (
    <g>
      <path d="M20 32Q300 104 580 32" style={{ ...stroke('rgba(255,255,255,0.6)'), strokeWidth: 2, fill: 'none' }} />
      {flags}
      {Array.from({ length: 18 }, (_, i) => (
        <rect
          key={`c${i}`}
          x={40 + ((i * 97) % 520)}
          y={110 + ((i * 53) % 150)}
          width="8"
          height="14"
          rx="2"
          transform={`rotate(${(i * 37) % 90} ${44 + ((i * 97) % 520)} ${117 + ((i * 53) % 150)})`}
          style={{ fill: i % 3 === 0 ? 'var(--accent-3)' : i % 3 === 1 ? 'var(--accent-2)' : '#ffffff', opacity: 0.85 }}
        />
      ))}
    </g>
  );
}

function Dashboard() {
  return (
    <g>
      <rect x="150" y="110" width="300" height="210" rx="18" style={{ fill: '#ffffff', opacity: 0.97 }} />
      <rect x="150" y="110" width="300" height="40" rx="18" style={fill('var(--accent-soft)')} />
      <rect x="150" y="132" width="300" height="18" style={fill('var(--accent-soft)')} />
      <circle cx="174" cy="130" r="6" style={fill('var(--accent-2)')} />
      <circle cx="194" cy="130" r="6" style={fill('var(--accent-3)')} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="172" y={170 + i * 44} width="26" height="26" rx="8" style={fill('var(--accent-soft)')} />
          <rect x="210" y={174 + i * 44} width={120 - i * 24} height="8" rx="4" style={fill('var(--hero-from)')} />
          <rect x="210" y={188 + i * 44} width={80 + i * 10} height="6" rx="3" style={{ fill: 'var(--hero-from)', opacity: 0.35 }} />
        </g>
      ))}
      {[46, 72, 58, 96].map((h, i) => (
        <rect
          key={`b${i}`}
          x={360 + i * 18}
          y={300 - h}
          width="12"
          height={h}
          rx="4"
          style={fill(i === 3 ? 'var(--accent)' : 'var(--accent-2)')}
        />
      ))}
      <rect x="330" y="86" width="150" height="54" rx="14" style={fill('var(--accent-3)')} />
      <path
        d="M350 113l10 10l20-20"
        style={{
          ...stroke('var(--hero-from)'),
          strokeWidth: 6,
          fill: 'none',
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      />
      <rect x="394" y="106" width="70" height="8" rx="4" style={fill('var(--hero-from)')} />
      <rect x="394" y="120" width="46" height="6" rx="3" style={{ fill: 'var(--hero-from)', opacity: 0.5 }} />
    </g>
  );
}

function Seats() {
  const rows = [
    { y: 330, n: 9, w: 40, gap: 12 },
    { y: 368, n: 10, w: 42, gap: 12 },
    { y: 408, n: 11, w: 44, gap: 10 },
  ];
  return (
    <g>
      {rows.map((row, r) => {
        const total = row.n * row.w + (row.n - 1) * row.gap;
        const start = 300 - total / 2;
        return Array.from({ length: row.n }, (_, i) => (
          <rect
            key={`${r}-${i}`}
            x={start + i * (row.w + row.gap)}
            y={row.y}
            width={row.w}
            height="26"
            rx="9"
            style={{ fill: (i + r) % 4 === 0 ? 'var(--accent-3)' : '#ffffff', opacity: 0.35 + r * 0.25 }}
          />
        ));
      })}
    </g>
  );
}

function Books() {
  return (
    <g>
      <rect x="200" y="300" width="200" height="30" rx="6" style={fill('var(--accent-2)')} />
      <rect x="214" y="270" width="176" height="30" rx="6" style={fill('#ffffff')} />
      <rect x="190" y="240" width="190" height="30" rx="6" style={fill('var(--accent-3)')} />
      <path d="M300 140l110 40l-110 40l-110-40z" style={fill('#ffffff')} />
      <path d="M240 200v30q60 30 120 0v-30l-60 22z" style={fill('var(--accent-soft)')} />
      <path d="M410 180v52" style={{ ...stroke('var(--accent-3)'), strokeWidth: 5, strokeLinecap: 'round' }} />
      <circle cx="410" cy="238" r="8" style={fill('var(--accent-3)')} />
    </g>
  );
}

const MOTIFS: Record<StageMotif, () => ReactNode> = {
  dancer: Dancer,
  curtains: Curtains,
  garland: Garland,
  dashboard: Dashboard,
  seats: Seats,
  books: Books,
  notes: () => (
    <g>
      <Note x={130} y={170} scale={1.2} color="var(--accent-3)" />
      <Note x={468} y={120} color="#ffffff" />
      <Note x={500} y={260} scale={0.8} color="var(--accent-2)" />
      <Note x={96} y={300} scale={0.7} color="#ffffff" />
    </g>
  ),
};

export function StageArt({ label, motifs, className }: StageArtProps) {
  const id = useId().replace(/:/g, '');
  const beam = `beam-${id}`;
  const glow = `glow-${id}`;
  return (
    <svg className={className} viewBox="0 0 600 480" role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      <title>{label}</title>
      <defs>
        <linearGradient id={beam} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: '#ffffff', stopOpacity: 0.55 }} />
          <stop offset="1" style={{ stopColor: '#ffffff', stopOpacity: 0 }} />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" style={{ stopColor: 'var(--hero-glow)', stopOpacity: 0.9 }} />
          <stop offset="1" style={{ stopColor: 'var(--hero-glow)', stopOpacity: 0 }} />
        </radialGradient>
      </defs>
      <ellipse cx="300" cy="420" rx="290" ry="70" style={{ fill: `url(#${glow})` }} />
      <g style={{ fill: `url(#${beam})` }}>
        <path d="M128 0h36l150 420h-250z" />
        <path d="M436 0h36l64 420h-250z" opacity="0.8" />
        <path d="M284 0h32l90 420h-212z" opacity="0.6" />
      </g>
      {[146, 300, 454].map((x) => (
        <g key={x}>
          <rect x={x - 22} y="0" width="44" height="18" rx="6" style={fill('var(--hero-from)')} />
          <circle cx={x} cy="18" r="9" style={fill('var(--accent-3)')} />
        </g>
      ))}
      <path d="M40 430Q300 380 560 430L600 480H0z" style={{ fill: 'var(--hero-from)', opacity: 0.55 }} />
      {motifs.map((motif) => {
        const Motif = MOTIFS[motif];
        return <g key={motif}>{Motif()}</g>;
      })}
      <Sparkle x={92} y={96} r={14} color="var(--accent-3)" />
      <Sparkle x={520} y={190} r={10} color="#ffffff" />
      <Sparkle x={450} y={60} r={7} color="var(--accent-2)" />
    </svg>
  );
}

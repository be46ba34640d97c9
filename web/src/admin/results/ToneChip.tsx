import Chip from '@mui/material/Chip';

/** The screens' chip colours (as the rentals' and bookings' chips, readable on white): waiting, done, set aside, plain. */
const TONES = {
  waiting: { bgcolor: '#fff1d6', color: '#7a4a00' },
  done: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  aside: { bgcolor: '#eceaf1', color: '#3b3750' },
  plain: { bgcolor: '#ece8ff', color: '#3b2a8f' },
} as const;

export type Tone = keyof typeof TONES;

export function ToneChip({ tone, label, title }: { tone: Tone; label: string; title?: string }) {
  return <Chip size="small" label={label} title={title} sx={{ ...TONES[tone], fontWeight: 600, maxWidth: '100%' }} />;
}

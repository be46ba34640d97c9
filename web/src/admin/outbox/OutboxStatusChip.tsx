import Chip from '@mui/material/Chip';
import { outboxStatusLabel } from './outboxDisplay';

/** Dark text on a light fill, the same colours as the orders' chips: done, waiting, stopped. */
const COLORS: Record<string, { bgcolor: string; color: string }> = {
  sent: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  queued: { bgcolor: '#fff1d6', color: '#7a4a00' },
  given_up: { bgcolor: '#fde3e3', color: '#9b1c1c' },
};

const NEUTRAL = { bgcolor: '#ecebf0', color: '#3b3750' };

export function OutboxStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={outboxStatusLabel(status)} sx={{ ...(COLORS[status] ?? NEUTRAL), fontWeight: 600 }} />;
}

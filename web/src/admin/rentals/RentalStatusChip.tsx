import Chip from '@mui/material/Chip';
import { rentalStatusLabel } from './labels';

/** The requests' chip colours: a new request waits, a confirmed rental holds the hall, the rest are set aside. */
const COLORS: Record<string, { bgcolor: string; color: string }> = {
  new: { bgcolor: '#ece8ff', color: '#3b2a8f' },
  confirmed: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  declined: { bgcolor: '#fde4e4', color: '#8a1c1c' },
  cancelled: { bgcolor: '#eceaf1', color: '#3b3750' },
};

export function RentalStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={rentalStatusLabel(status)} sx={{ ...(COLORS[status] ?? COLORS['cancelled']), fontWeight: 600 }} />;
}

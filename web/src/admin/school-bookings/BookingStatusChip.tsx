import Chip from '@mui/material/Chip';
import { bookingStatusLabel } from './labels';

/** The bookings' chip colours, as the rentals' are: a new booking waits for a call, a confirmed one holds its place. */
const COLORS: Record<string, { bgcolor: string; color: string }> = {
  new: { bgcolor: '#ece8ff', color: '#3b2a8f' },
  confirmed: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  cancelled: { bgcolor: '#eceaf1', color: '#3b3750' },
};

export function BookingStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={bookingStatusLabel(status)} sx={{ ...(COLORS[status] ?? COLORS['cancelled']), fontWeight: 600 }} />;
}

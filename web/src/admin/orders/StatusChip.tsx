import Chip from '@mui/material/Chip';
import { statusLabel, statusTone, type StatusTone } from '../../features/orders/statuses';

/** The same colours as the account's status badges, dark text on a light fill for contrast. */
const COLORS: Record<StatusTone, { bgcolor: string; color: string }> = {
  waiting: { bgcolor: '#ece8ff', color: '#3b2a8f' },
  active: { bgcolor: '#fff1d6', color: '#7a4a00' },
  done: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  stopped: { bgcolor: '#fde3e3', color: '#9b1c1c' },
};

/** The order's status in the admin: the customer's label on a chip coloured by stage. */
export function StatusChip({ status, title }: { status: string; title?: string | null }) {
  return <Chip size="small" label={statusLabel(status, title)} sx={{ ...COLORS[statusTone(status)], fontWeight: 600 }} />;
}

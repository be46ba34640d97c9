import Chip from '@mui/material/Chip';
import { statusLabel, statusTone, type StatusTone } from '../../features/orders/statuses';

const COLORS: Record<StatusTone, 'primary' | 'warning' | 'success' | 'error'> = { waiting: 'primary', active: 'warning', done: 'success', stopped: 'error' };

/** The order's status in the admin: the customer's label on a chip coloured by stage. */
export function StatusChip({ status, title }: { status: string; title?: string | null }) {
  return <Chip size="small" label={statusLabel(status, title)} color={COLORS[statusTone(status)]} variant={statusTone(status) === 'waiting' ? 'outlined' : 'filled'} />;
}

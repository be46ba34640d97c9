import Chip from '@mui/material/Chip';
import { requestStatusLabel } from './labels';

/** The orders' chip colours by stage: a new request waits, one in work is active, spam is set aside. */
const COLORS: Record<string, { bgcolor: string; color: string }> = {
  new: { bgcolor: '#ece8ff', color: '#3b2a8f' },
  in_work: { bgcolor: '#fff1d6', color: '#7a4a00' },
  done: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  spam: { bgcolor: '#eceaf1', color: '#3b3750' },
};

export function RequestStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={requestStatusLabel(status)} sx={{ ...(COLORS[status] ?? COLORS['spam']), fontWeight: 600 }} />;
}

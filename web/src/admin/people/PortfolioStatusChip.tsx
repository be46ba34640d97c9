import Chip from '@mui/material/Chip';
import { STATUS_NAMES, type DraftStatus } from './labels';

const COLORS: Record<DraftStatus, { bgcolor: string; color: string }> = {
  draft: { bgcolor: '#eceaf1', color: '#3b3750' },
  pending: { bgcolor: '#fff1d6', color: '#7a4a00' },
  approved: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  rejected: { bgcolor: '#fde7e9', color: '#a1122a' },
};

export function PortfolioStatusChip({ status }: { status: DraftStatus }) {
  return <Chip size="small" label={STATUS_NAMES[status] ?? status} sx={{ ...(COLORS[status] ?? COLORS.draft), fontWeight: 600 }} />;
}

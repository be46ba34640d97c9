import Chip from '@mui/material/Chip';
import { articleStatusLabel } from './labels';

const COLORS: Record<string, { bgcolor: string; color: string }> = {
  published: { bgcolor: '#dcf7e4', color: '#0f5a2b' },
  draft: { bgcolor: '#eceaf1', color: '#3b3750' },
};

/** «Опубликована» in green, «Черновик» in grey. */
export function ArticleStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={articleStatusLabel(status)} sx={{ ...(COLORS[status] ?? COLORS['draft']), fontWeight: 600 }} />;
}

import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { statusLabel, statusTone, type StatusTone } from './statuses';

const BADGE_TONES: Record<StatusTone, BadgeTone> = {
  waiting: 'accent',
  active: 'warning',
  done: 'success',
  stopped: 'danger',
};

/** The order's status as a coloured label: waiting, in progress, done or cancelled. */
export function StatusBadge({ status, title }: { status: string; title?: string | null }) {
  return <Badge tone={BADGE_TONES[statusTone(status)]}>{statusLabel(status, title)}</Badge>;
}

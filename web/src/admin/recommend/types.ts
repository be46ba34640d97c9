import type { AreaCode } from '../../app/areas';

/** A pick as `/api/admin/recommendations` answers it (docs/api.md, "Recommendations"; decision 0030). */
export interface RecommendationRecord {
  id: number;
  area: AreaCode;
  position: number;
  kind: 'event' | 'article';
  item_id: number;
  note: string | null;
  /** The festival's name or the article's title; null once the item was deleted. */
  item_title: string | null;
  item_code: string | null;
  /** Whether visitors see it now: a published festival not yet over, a published article. */
  visible: boolean;
  created_at: string;
  updated_at: string;
}

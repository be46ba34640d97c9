import type { AreaCode } from '../../app/areas';

/** An override as `/api/admin/seo` answers it (docs/api.md, "SEO overrides"; decision 0028). */
export interface SeoOverrideRecord {
  id: number;
  area: AreaCode;
  path: string;
  title: string | null;
  description: string | null;
  share_image: string | null;
  noindex: boolean;
  updated_at: string;
}

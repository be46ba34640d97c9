/** An event as /api/admin/events answers it (docs/api.md, "Catalogue admin"). */
export interface AdminEvent {
  id: number;
  code: string;
  type: string;
  name: string;
  description: string[];
  photo: string | null;
  place_id: number | null;
  date_start: string;
  date_end: string;
  place_count: number;
  places_left: number;
  price_participation: number;
  price_trip: number | null;
  package_trip: string[];
  support: string | null;
  project_id: number | null;
  published: boolean;
  creative_type_ids: number[];
  age_category_ids: number[];
  tag_ids: number[];
  created_at: string | null;
  updated_at: string | null;
}

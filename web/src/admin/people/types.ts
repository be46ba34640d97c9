import type { DraftStatus } from './labels';

/** A portfolio's data as its owner filled it (docs/api.md, "People: the account's portfolios"). */
export interface DraftData {
  name?: string;
  bio?: string;
  city?: string | null;
  creative_types?: string[];
  structure?: string | null;
  photo?: string | null;
  photos?: string[];
  videos?: string[];
  position?: string;
  achievements?: string[];
  kind?: 'soloist' | 'collective';
  minor?: boolean;
  birth_date?: string | null;
  guardian_name?: string;
  guardian_consent?: boolean;
}

/** `GET /api/admin/portfolios/{id}`: a draft with its owner and, once approved, its live page. */
export interface AdminPortfolio {
  id: number;
  kind: 'mentor' | 'participant';
  status: DraftStatus;
  note: string | null;
  data: DraftData;
  submitted_at: string | null;
  decided_at: string | null;
  created_at?: string;
  updated_at?: string;
  public_code: string | null;
  owner: { id: number; name: string; email: string; phone: string | null } | null;
  live: { id: number; code: string; name: string; published: boolean; path: string } | null;
}

/**
 * The account's portfolios (docs/api.md, "People: the account's portfolios"): drafts an owner fills
 * and sends for moderation; a manager's approval copies a draft into the public page.
 */
export type PortfolioKind = 'mentor' | 'participant';
export type PortfolioStatus = 'draft' | 'pending' | 'approved' | 'rejected';
export type ParticipantKind = 'soloist' | 'collective';

/** What the owner fills (the draft's `data`): mentor's and participant's fields together, each kind its own. */
export interface PortfolioData {
  name: string;
  bio: string;
  /** A city's slug. */
  city: string | null;
  /** Creative types' slugs, at most 5. */
  creative_types: string[];
  /** A published structure's code. */
  structure: string | null;
  photo: string | null;
  photos: string[];
  videos: string[];
  // A mentor's
  position?: string;
  achievements?: string[];
  // A participant's
  kind?: ParticipantKind;
  minor?: boolean;
  birth_date?: string | null;
  guardian_name?: string;
  guardian_consent?: boolean;
}

export interface Portfolio {
  id: number;
  kind: PortfolioKind;
  status: PortfolioStatus;
  /** The manager's reason when the draft was refused. */
  note: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  /** The code of the public page once a version was approved. */
  public_code: string | null;
  data: Partial<PortfolioData>;
}

/** `POST /api/user/portfolios/photos`: a stored picture. */
export interface UploadedPhoto {
  path: string;
  width: number;
  height: number;
}

/** What a new portfolio is: the three choices of «Создать портфолио». */
export type PortfolioType = 'soloist' | 'collective' | 'mentor';

/** The form's text of every field (lists as their items). */
export interface PortfolioValues {
  name: string;
  position: string;
  bio: string;
  city: string;
  creative_types: string[];
  /** A published structure's code, or '' for none. */
  structure: string;
  photo: string | null;
  photos: string[];
  videos: string[];
  achievements: string;
  minor: boolean;
  birth_date: string;
  guardian_name: string;
  guardian_consent: boolean;
}

/** The fields that show an error: `video0`…`video5` are the link fields. */
export type PortfolioField =
  | 'name'
  | 'position'
  | 'bio'
  | 'city'
  | 'creative_types'
  | 'structure'
  | 'photo'
  | 'photos'
  | 'achievements'
  | 'birth_date'
  | 'guardian_name'
  | 'guardian_consent'
  | `video${number}`;

import type { AdminAccess } from '../access';

/**
 * People and portfolios in the admin (decision 0044): structures, mentors and participants in
 * their users/ sections, and the moderation of the portfolios owners send (users/profile as a role
 * grants it: ManagerUsers and Admin).
 */
export const PORTFOLIOS_RESOURCE = 'portfolios';
export const PORTFOLIOS_TITLE = 'Анкеты портфолио';

/**
 * The roles whose grant names users/profile (server/src/auth/permissions.cpp, has_granted_section):
 * every staff member has users/profile for their own profile, only these moderate portfolios.
 */
export const MODERATOR_ROLES: readonly string[] = ['Admin', 'ManagerUsers'];

export function canModerate(access: Pick<AdminAccess, 'roles' | 'sections'>): boolean {
  return access.sections.includes('users/profile') && access.roles.some((role) => MODERATOR_ROLES.includes(role));
}

interface Choice {
  id: string;
  name: string;
}

export const STRUCTURE_KINDS: Choice[] = [
  { id: 'collective', name: 'Коллектив' },
  { id: 'school', name: 'Школа, студия' },
  { id: 'organisation', name: 'Организация' },
];

export const PARTICIPANT_KINDS: Choice[] = [
  { id: 'soloist', name: 'Солист' },
  { id: 'collective', name: 'Коллектив' },
];

export const DRAFT_KINDS: Choice[] = [
  { id: 'participant', name: 'Участник' },
  { id: 'mentor', name: 'Наставник' },
];

export const DRAFT_STATUSES: Choice[] = [
  { id: 'pending', name: 'На модерации' },
  { id: 'approved', name: 'Опубликовано' },
  { id: 'rejected', name: 'Отклонено' },
];

export type DraftStatus = 'draft' | 'pending' | 'approved' | 'rejected';

export const STATUS_NAMES: Record<DraftStatus, string> = {
  draft: 'Черновик',
  pending: 'На модерации',
  approved: 'Опубликовано',
  rejected: 'Отклонено',
};

export const PUBLISHED_CHOICES = [
  { id: 'true', name: 'Опубликованы' },
  { id: 'false', name: 'Скрыты' },
];

/** What a draft is, in a word: «Наставник», «Солист», «Коллектив». */
export function draftKindName(kind: string, data: { kind?: unknown }): string {
  if (kind === 'mentor') return 'Наставник';
  return data.kind === 'collective' ? 'Коллектив' : 'Солист';
}

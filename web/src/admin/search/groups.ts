import type { RaRecord } from 'react-admin';
import { ARTICLES_TITLE } from '../blog/labels';
import { PAGES_TITLE } from '../content/titles';
import { areaLabel } from '../publicAreas';
import { REQUEST_FORM_LABELS, REQUESTS_TITLE } from '../requests/labels';
import { SEO_TITLE } from '../seo/labels';

/** One kind of record the admin search looks through: an admin list that takes `q`. */
export interface SearchGroup {
  /** The section that opens the list (GET /api/admin/access): a group of another's is not asked. */
  section: string;
  resource: string;
  title: string;
  /** Newest first, by a field every one of these lists sorts by. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The found record as a line: what it is and a detail to tell it from its namesakes. */
  line: (record: RaRecord) => { title: string; detail: string };
  /** The record's screen. */
  link: (record: RaRecord) => string;
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const person = (record: RaRecord | undefined): string => (record ? `${str(record['last_name'])} ${str(record['first_name'])}`.trim() : '');
const joined = (...parts: string[]): string => parts.filter((part) => part !== '').join(' · ');
const id = (record: RaRecord) => encodeURIComponent(String(record.id));

/** The groups in the order they are shown: people and orders first, then the catalogue and content. */
export const SEARCH_GROUPS: readonly SearchGroup[] = [
  {
    section: 'users',
    resource: 'users',
    title: 'Пользователи',
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({ title: person(r) || str(r['email']), detail: joined(str(r['email']), str(r['phone'])) }),
    link: (r) => `/users/${id(r)}/show`,
  },
  {
    section: 'orders',
    resource: 'orders',
    title: 'Заказы',
    sort: { field: 'id', order: 'DESC' },
    line: (r) => {
      const user = r['user'] as RaRecord | undefined;
      return { title: `Заказ № ${str(r['number'])}`, detail: joined(str(r['status_title']), person(user), str(user?.['email'])) };
    },
    link: (r) => `/orders/${id(r)}/show`,
  },
  {
    section: 'requests',
    resource: 'requests',
    title: REQUESTS_TITLE,
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({
      title: `Заявка № ${str(r.id)} — ${str(r['name'])}`,
      detail: joined(
        REQUEST_FORM_LABELS[str(r['form']) as keyof typeof REQUEST_FORM_LABELS] ?? str(r['form']),
        str(r['phone']),
        str(r['email']),
      ),
    }),
    link: (r) => `/requests/${id(r)}`,
  },
  {
    section: 'events',
    resource: 'events',
    title: 'Мероприятия',
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({ title: str(r['name']), detail: str(r['code']) }),
    link: (r) => `/events/${id(r)}`,
  },
  {
    section: 'blogs',
    resource: 'articles',
    title: ARTICLES_TITLE,
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({ title: str(r['title']), detail: joined(str(r['type_name']), str(r['code'])) }),
    link: (r) => `/articles/${id(r)}`,
  },
  {
    section: 'content',
    resource: 'pages',
    title: PAGES_TITLE,
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({ title: str(r['title']), detail: joined(areaLabel(str(r['area'])), str(r['path'])) }),
    link: (r) => `/pages/${id(r)}`,
  },
  {
    section: 'seo',
    resource: 'seo',
    title: SEO_TITLE,
    sort: { field: 'id', order: 'DESC' },
    line: (r) => ({ title: str(r['path']), detail: joined(areaLabel(str(r['area'])), str(r['title'])) }),
    link: (r) => `/seo/${id(r)}`,
  },
];

/** The groups the user's sections open. */
export function searchGroups(sections: readonly string[]): SearchGroup[] {
  const granted = new Set(sections);
  return SEARCH_GROUPS.filter((group) => granted.has(group.section));
}

/** The admin lists' limit of a filter text (server: http::kMaxFilterTextChars). */
export const SEARCH_MAX = 200;

/** Fewer letters find too much to read: the search starts from two. */
export const SEARCH_MIN = 2;

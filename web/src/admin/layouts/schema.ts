import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import type { FieldSpec } from '../content/schema';
import { PUBLIC_AREAS } from '../publicAreas';
import type { AuditEntry } from '../users/audit';

/** The typed fields of an area's layout parts (`GET /api/admin/content/layout-fields`, decision 0026). */
export interface LayoutFields {
  /** The fields of one Menu item. */
  menu_item: FieldSpec[];
  footer: FieldSpec[];
  settings: FieldSpec[];
}

export const LAYOUT_FIELDS_URL = '/api/admin/content/layout-fields';

/** The server's limit of top menu items (LayoutService: kMaxMenuItems). */
export const MAX_MENU_ITEMS = 10;

export async function fetchLayoutFields(): Promise<LayoutFields> {
  const response = await api.get<LayoutFields>(LAYOUT_FIELDS_URL);
  if (response.error || !response.data) throw new Error(response.error?.message ?? 'Не удалось загрузить поля меню и подвала');
  return response.data;
}

/** The layout's field schemas, kept for the editing session. */
export function useLayoutFields() {
  return useQuery({ queryKey: ['admin', 'layout-fields'], queryFn: fetchLayoutFields, staleTime: Infinity });
}

/** The menu as one list field of Menu items, as the server checks it. */
export function menuSpec(fields: LayoutFields): FieldSpec {
  return { name: 'menu', label: 'Пункты меню', type: 'list', max: MAX_MENU_ITEMS, item: fields.menu_item };
}

/** The id of an area's layout in the audit log: its place among the public areas (main 1 … welcome 7). */
export function layoutAuditId(area: string): number {
  return (PUBLIC_AREAS as readonly string[]).indexOf(area) + 1;
}

/** An area layout record of `/api/admin/layouts`. */
export type LayoutRecord = {
  id: string;
  area: string;
  menu: Record<string, unknown>[];
  footer: Record<string, unknown>;
  settings: Record<string, unknown>;
  updated_at: string | null;
};

/** What a PUT takes: the three parts, nothing of the record's own. */
export function layoutBody(record: Partial<LayoutRecord>): Pick<LayoutRecord, 'menu' | 'footer' | 'settings'> {
  return { menu: record.menu ?? [], footer: record.footer ?? {}, settings: record.settings ?? {} };
}

/** Lines of one history entry at most; the rest is counted. */
const MAX_LINES = 8;
const SHOWN_MAX = 60;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A list item's name in a history line: its title (a section, a column, a link) or network, else its number. */
function itemName(item: unknown, index: number): string {
  const fields = objectOf(item);
  const name = [fields['title'], fields['network']].find((value) => typeof value === 'string' && value !== '');
  return typeof name === 'string' ? `«${name}»` : `№ ${index + 1}`;
}

function diffFields(specs: readonly FieldSpec[], before: unknown, after: unknown, where: string, out: string[]) {
  const a = objectOf(before);
  const b = objectOf(after);
  for (const spec of specs) {
    const path = where ? `${where} › ${spec.label}` : spec.label;
    if (spec.type === 'list') diffList(spec, a[spec.name], b[spec.name], path, out);
    else if (JSON.stringify(a[spec.name] ?? null) !== JSON.stringify(b[spec.name] ?? null)) {
      out.push(`${path}: ${shown(a[spec.name])} → ${shown(b[spec.name])}`);
    }
  }
}

function diffList(spec: FieldSpec, before: unknown, after: unknown, path: string, out: string[]) {
  const a = Array.isArray(before) ? before : [];
  const b = Array.isArray(after) ? after : [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i >= a.length) out.push(`${path}: добавили ${itemName(b[i], i)}`);
    else if (i >= b.length) out.push(`${path}: убрали ${itemName(a[i], i)}`);
    else diffFields(spec.item ?? [], a[i], b[i], `${path} ${itemName(b[i], i)}`, out);
  }
}

/**
 * What an edit of a layout changed, as 'Меню «Фестивали» › Раздел: было → стало'
 * lines named by the schema's labels; a long list of changes is cut with a count of the rest.
 */
export function layoutChanges(entry: Pick<AuditEntry, 'before' | 'after'>, fields: LayoutFields): string[] {
  if (!entry.before || !entry.after) return [];
  const out: string[] = [];
  diffList(menuSpec(fields), entry.before['menu'], entry.after['menu'], 'Меню', out);
  diffFields(fields.footer, entry.before['footer'], entry.after['footer'], 'Подвал', out);
  diffFields(fields.settings, entry.before['settings'], entry.after['settings'], 'Настройки', out);
  if (out.length <= MAX_LINES) return out;
  return [...out.slice(0, MAX_LINES), `и ещё изменений: ${out.length - MAX_LINES}`];
}

import { api } from '../../shared/api';

/**
 * A typed field of a block, a menu or a footer as the server describes it
 * (`GET /api/admin/content/blocks`, server/src/content/fields.cpp): the editor draws its inputs from
 * these, so a new block type needs no admin code.
 */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'multiline' | 'markdown' | 'link' | 'image' | 'document' | 'integer' | 'flag' | 'choice' | 'list' | 'strings';
  required?: boolean;
  /** Characters for texts, the largest value for integers, items for lists. */
  max?: number;
  /** The fields of a list's items. */
  item?: FieldSpec[];
  choices?: string[];
  /** The choices' Russian names, in the same order (the value itself when absent). */
  choice_labels?: string[];
  /** Characters of each string of a strings field. */
  item_max?: number;
}

/** A choice field's options for a select: each value with its Russian name. */
export function choiceOptions(spec: FieldSpec): { id: string; name: string }[] {
  return (spec.choices ?? []).map((value, index) => ({ id: value, name: spec.choice_labels?.[index] ?? value }));
}

export interface BlockSpec {
  type: string;
  label: string;
  fields: FieldSpec[];
}

/** The block schemas at `url` (the content section's or the blog's, editorEndpoints.ts). */
export async function fetchBlockSpecs(url: string): Promise<BlockSpec[]> {
  const response = await api.get<{ blocks: BlockSpec[] }>(url);
  if (response.error || !response.data) throw new Error(response.error?.message ?? 'Не удалось загрузить типы блоков');
  return response.data.blocks;
}

export const PAGE_STATUSES = [
  { id: 'draft', name: 'Черновик' },
  { id: 'published', name: 'Опубликована' },
];

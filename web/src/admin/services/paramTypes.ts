/** Service param types (spec section 3, "Service param types") with the names managers read. */
export const PARAM_TYPE_CHOICES = [
  { id: 'file', name: 'Файл PDF' },
  { id: 'video', name: 'Ссылка на видео (MP4)' },
  { id: 'creative_type', name: 'Вид творчества (из справочника)' },
  { id: 'execution-format', name: 'Форма исполнения (из справочника)' },
] as const;

/** A new param's defaults: required, empty texts (react-admin's iterator adds it with these). */
export const NEW_PARAM = {
  type: 'file',
  label: '',
  placeholder: '',
  capText: '',
  capTextRight: '',
  required: true,
} as const;

/** An old price must be above the final one (the server says the same, docs/api.md). */
export function oldPriceError(old: unknown, final: unknown): string | undefined {
  if (old === null || old === undefined || old === '') return undefined;
  const o = Number(old);
  const f = Number(final);
  if (Number.isFinite(o) && Number.isFinite(f) && o <= f) return 'Цена до скидки должна быть больше итоговой цены';
  return undefined;
}

import type { HrefTarget } from '../../routes/href';
import { EMPTY_FILTERS, filtersTarget, type SelectCode } from '../catalog';
import type { FilterDefinition } from '../../shared/events/types';

/**
 * The festival list of one filter value (a creative type, a city, an age category): where a chip of
 * the festival page leads. Null while the filters are not loaded or when the value is not among
 * them (the chip is then plain text).
 */
export function filterValueTarget(
  filters: readonly FilterDefinition[] | undefined,
  code: SelectCode,
  value: string | null,
): HrefTarget | null {
  if (!filters || !value) return null;
  const known = filters.find((f) => f.code === code)?.Values.some((v) => v.type === 'value' && v.code === value);
  return known ? filtersTarget({ ...EMPTY_FILTERS, [code]: value }, filters) : null;
}

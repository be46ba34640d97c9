import { formatPrice } from '../../shared/format';
import type { Service, ServiceCategory, ServicePrice, ServicesAnswer } from '../basket';

/** Who a services page is for: everyone (/uslugi/) or mentors (/uslugi/for-mentors/). */
export type Audience = 'all' | 'mentors';

/**
 * Categories for teachers and leaders of collectives (decision 0016): the services catalogue has
 * no audience of its own, and these two hold what a mentor orders for themselves (a diploma for the
 * teacher, a letter to the leader, master classes, lessons, repertoire and grant help).
 */
export const MENTOR_CATEGORY_CODES: readonly string[] = ['education', 'documents'];

export interface CategoryGroup {
  category: ServiceCategory;
  items: Service[];
}

/** The page's categories in their order, each with its services; empty categories are left out. */
export function groupServices(answer: ServicesAnswer, audience: Audience): CategoryGroup[] {
  const categories = [...answer.categories].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const wanted = audience === 'mentors' ? categories.filter((category) => MENTOR_CATEGORY_CODES.includes(category.code)) : categories;
  return wanted
    .map((category) => ({ category, items: answer.items.filter((item) => item.category.code === category.code) }))
    .filter((group) => group.items.length > 0);
}

/** What a card shows as the price: the preview text when set, else the final price; the old one struck. */
export function priceView(price: ServicePrice): { main: string; old: string | null } {
  const main = price.preview && price.preview.trim() !== '' ? price.preview : formatPrice(price.final);
  const old = price.old !== null && price.old > price.final ? formatPrice(price.old) : null;
  return { main, old };
}

const PARAM_NAMES: Record<string, string> = {
  file: 'PDF-файл',
  video: 'ссылка на видео',
  creative_type: 'направление',
  'execution-format': 'форма исполнения',
};

/** What the customer will be asked for in the basket, e.g. «ссылка на видео, PDF-файл»; empty without params. */
export function paramsHint(service: Pick<Service, 'params'>): string {
  const names = [...new Set(service.params.map((param) => PARAM_NAMES[param.type] ?? param.label))];
  return names.join(', ');
}

/** A handbook entry as its list shows it on narrow screens. */
export interface Titled {
  id: number;
  title: string;
  slug?: string;
  code?: string;
}

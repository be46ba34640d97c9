import { sectionName } from '../access';

/** A menu entry of a section built outside the catalogue: the section that grants it and its resource. */
export interface SectionLink {
  section: string;
  resource: string;
  label: string;
}

export const ORDERS_MENU: readonly SectionLink[] = [{ section: 'orders', resource: 'orders', label: sectionName('orders') }];

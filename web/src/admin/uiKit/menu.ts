import { sectionName } from '../access';
import type { SectionLink } from '../orders/menu';

/** The UI kit (section ui-kit, decision 0031): a page of the admin app, no resource behind it. */
export const UI_KIT_MENU: readonly SectionLink[] = [{ section: 'ui-kit', resource: 'ui-kit', label: sectionName('ui-kit') }];

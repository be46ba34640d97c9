import { useQuery } from '@tanstack/react-query';
import { useApiDomain } from '../../app/AreaContext';
import { api } from '../../shared/api';
import type { PlatformError } from '../../shared/errors/platformError';
import { pageDataError } from '../../shared/errors/pageDataError';

/**
 * An area's menu, footer and settings as `GET /api/content/layout` serves them (docs/api.md):
 * editors run them in the admin (decision 0026); the server checks each against its schema and
 * leaves out what is unset, and what is unset is not shown.
 */
export interface LayoutLink {
  title: string;
  /** An editor's link: `/path/`, `area:/path/`, `#anchor`, `https://…`, `mailto:…`, `tel:…`. */
  link: string;
}

export interface MenuBanner {
  type: 'primary' | 'secondary' | 'big';
  text: string;
  button_label?: string;
  link?: string;
  image?: string;
}

/** A Menu item of spec section 3: a top section with child links and banners, or a plain link. */
export interface MenuItem {
  title: string;
  icon?: string;
  link?: string;
  children?: LayoutLink[];
  banners?: MenuBanner[];
}

export interface FooterLayout {
  columns?: { title: string; links: LayoutLink[] }[];
  note?: string;
}

export type SocialNetwork = 'vk' | 'telegram' | 'ok' | 'dzen' | 'vc' | 'youtube' | 'rutube';

export interface AreaSettings {
  support_phone?: string;
  support_phone_note?: string;
  support_chat_link?: string;
  social?: { network: SocialNetwork; url: string }[];
  rating_badge_url?: string;
  enrolment_form_url?: string;
  enrolment_label?: string;
  callback_widget_url?: string;
}

export interface AreaLayout {
  menu: MenuItem[];
  footer: FooterLayout;
  settings: AreaSettings;
}

/** An editor's change shows at the next visit; within one, the layout stays as loaded. */
const LAYOUT_STALE_MS = 5 * 60 * 1000;

/** The current area's layout; the admin area has none. */
export function useAreaLayout(enabled = true) {
  const domain = useApiDomain();
  return useQuery<AreaLayout, PlatformError>({
    queryKey: ['content', 'layout', domain ?? ''],
    queryFn: async ({ signal }) => {
      const response = await api.get<AreaLayout>('/api/content/layout', { query: { domain }, signal });
      if (response.error || !response.data) throw pageDataError(response.status, response.error?.message ?? 'Пустой ответ сервера');
      return response.data;
    },
    staleTime: LAYOUT_STALE_MS,
    enabled,
  });
}

/** `tel:` of a phone as people write it: "8 800 350-27-27" → "tel:88003502727". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

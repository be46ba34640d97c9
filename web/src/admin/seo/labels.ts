/** The SEO section's menu entry and list title (the registry's name of `admin-seo`). */
export const SEO_TITLE = 'SEO';

/** The limits of docs/api.md ("SEO overrides"), checked here before a round trip. */
export const SEO_LIMITS = { path: 200, title: 160, description: 300, share_image: 500 } as const;

/** The content section's menu and list title. */
export const PAGES_TITLE = 'Страницы';

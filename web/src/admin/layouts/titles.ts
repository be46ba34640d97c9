/** The content section's menu line and list title of the areas' menus, footers and settings. */
export const LAYOUTS_TITLE = 'Меню и подвалы';

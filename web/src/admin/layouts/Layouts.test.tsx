import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { createCatalogCalls } from '../catalog/calls';
import { withCatalogMessages } from '../catalog/i18n';
import type { FieldSpec } from '../content/schema';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { adminMenuLines } from '../menu';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { LayoutEdit, LayoutList } from './Layouts';
import { layoutAuditId, layoutChanges, type LayoutFields, type LayoutRecord } from './schema';

const LINK: FieldSpec = { name: 'link', label: 'Ссылка', type: 'link', max: 500 };

/** The server's schemas, cut to what the tests use (server/src/content/layout.cpp). */
const FIELDS: LayoutFields = {
  menu_item: [
    { name: 'title', label: 'Раздел', type: 'text', required: true, max: 60 },
    LINK,
    {
      name: 'children',
      label: 'Пункты',
      type: 'list',
      max: 20,
      item: [
        { name: 'title', label: 'Пункт', type: 'text', required: true, max: 80 },
        { ...LINK, required: true },
      ],
    },
  ],
  footer: [
    {
      name: 'columns',
      label: 'Колонки',
      type: 'list',
      max: 6,
      item: [
        { name: 'title', label: 'Заголовок', type: 'text', required: true, max: 60 },
        {
          name: 'links',
          label: 'Ссылки',
          type: 'list',
          max: 20,
          item: [
            { name: 'title', label: 'Ссылка: надпись', type: 'text', required: true, max: 80 },
            { ...LINK, required: true },
          ],
        },
      ],
    },
    { name: 'note', label: 'Примечание', type: 'multiline', max: 600 },
  ],
  settings: [
    { name: 'support_phone', label: 'Телефон поддержки', type: 'text', max: 40 },
    {
      name: 'social',
      label: 'Соцсети',
      type: 'list',
      max: 6,
      item: [
        { name: 'network', label: 'Сеть', type: 'choice', required: true, choices: ['vk', 'telegram'] },
        { name: 'url', label: 'Адрес', type: 'link', required: true, max: 500 },
      ],
    },
  ],
};

function layout(area: string, fields: Partial<LayoutRecord> = {}): LayoutRecord {
  return {
    id: area,
    area,
    menu: [{ title: 'Фестивали', link: 'events:/', children: [{ title: 'Хореография', link: 'events:/festivals/' }] }],
    footer: { columns: [{ title: 'Участникам', links: [{ title: 'Кейсы', link: '/keisy/' }] }], note: 'Все права защищены.' },
    settings: { support_phone: '8 800 350-27-27', social: [{ network: 'vk', url: 'https://vk.com/territoriya' }] },
    updated_at: '2026-11-20T09:00:00Z',
    ...fields,
  };
}

const BASE: Record<string, AdminRoute> = {
  'GET /api/admin/content/layout-fields': () => ({ status: 200, body: { status: 200, data: FIELDS } }),
  'GET /api/admin/layouts/main': () => ({ status: 200, body: layout('main') }),
  'GET /api/admin/audit': () => ({ status: 200, body: [], total: 0 }),
};

const HOST = {
  protocol: 'http:',
  hostname: 'localhost',
  port: '',
  search: '?domain=admin',
  baseDomain: 'localhost',
  area: 'admin' as const,
};

function renderIn(resource: string, screenElement: ReactNode) {
  const dataProvider = { ...createDataProvider(), ...createCatalogCalls() };
  render(
    <HostProvider value={HOST}>
      <AdminContext dataProvider={dataProvider} i18nProvider={withCatalogMessages(i18nProvider)}>
        <ResourceContextProvider value={resource}>{screenElement}</ResourceContextProvider>
      </AdminContext>
    </HostProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an area's menu, footer and settings in the admin", () => {
  test('the list names the areas in Russian, main first', async () => {
    const rows = ['arenda', 'bravo', 'main'].map((area) => layout(area));
    serveAdminApi({ ...BASE, 'GET /api/admin/layouts': () => ({ status: 200, body: rows, total: rows.length }) });
    renderIn('layouts', <LayoutList />);
    await screen.findByRole('row', { name: /Театр-студия «Браво»/ });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Территория творчества (main)', 'Театр-студия «Браво»', 'Аренда площадок']);
  });

  test('each tab draws its part from the schema, and the site link opens the area', async () => {
    serveAdminApi(BASE);
    renderIn('layouts', <LayoutEdit id="main" />);
    expect(await screen.findByDisplayValue('Фестивали')).toBeTruthy();
    expect(screen.getByDisplayValue('Хореография')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть сайт' }).getAttribute('href')).toBe('/?domain=main');
    fireEvent.click(screen.getByRole('tab', { name: 'Подвал' }));
    expect(await screen.findByDisplayValue('Участникам')).toBeTruthy();
    expect(screen.getByDisplayValue('Все права защищены.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Настройки' }));
    expect(await screen.findByDisplayValue('8 800 350-27-27')).toBeTruthy();
    expect(screen.getByDisplayValue('https://vk.com/territoriya')).toBeTruthy();
  });

  test("saving sends the three parts only, and the server's 422 shows under its field", async () => {
    const sent = serveAdminApi({
      ...BASE,
      'PUT /api/admin/layouts/main': () => ({
        status: 422,
        body: {
          status: 422,
          message: 'Проверьте поля формы',
          errors: { 'menu[0].children[0].link': ['Ссылка: /адрес/, раздел:/адрес/, #якорь или https://…'] },
        },
      }),
    });
    renderIn('layouts', <LayoutEdit id="main" />);
    const title = await screen.findByDisplayValue('Фестивали');
    fireEvent.change(title, { target: { value: 'Конкурсы' } });
    const save = screen.getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    const link = screen.getByDisplayValue('events:/festivals/').closest('.MuiFormControl-root');
    await waitFor(() =>
      expect(within(link as HTMLElement).getByText('Ссылка: /адрес/, раздел:/адрес/, #якорь или https://…')).toBeTruthy(),
    );
    const put = sent.find((call) => call.method === 'PUT');
    const expected = layout('main');
    expect(Object.keys(put?.body as object).sort()).toEqual(['footer', 'menu', 'settings']);
    expect(put?.body).toMatchObject({
      menu: [{ title: 'Конкурсы', link: 'events:/' }],
      footer: expected.footer,
      settings: expected.settings,
    });
  });

  test('the history tab reads the audit of area_layout by the area’s place and names the changed fields', async () => {
    const before = layout('main');
    const after = layout('main', { menu: [{ ...before.menu[0], title: 'Конкурсы' }] });
    const sent = serveAdminApi({
      ...BASE,
      'GET /api/admin/audit': () => ({
        status: 200,
        body: [{ id: 3, actor: { id: 7, email: 'seo@demo.local' }, action: 'edit', before, after, created_at: '2026-11-21T09:00:00Z' }],
        total: 1,
      }),
    });
    renderIn('layouts', <LayoutEdit id="main" />);
    await screen.findByDisplayValue('Фестивали');
    fireEvent.click(screen.getByRole('tab', { name: 'История' }));
    expect(await screen.findByText('Меню «Конкурсы» › Раздел: Фестивали → Конкурсы')).toBeTruthy();
    const audit = sent.find((call) => call.path === '/api/admin/audit');
    expect(audit).toBeTruthy();
  });
});

describe('the history lines of a layout', () => {
  test('name list items by their titles and count what does not fit', () => {
    const before = layout('main');
    const after = layout('main', {
      menu: [...before.menu, { title: 'Блог', link: '/blog/' }],
      footer: { columns: [{ title: 'Участникам', links: [{ title: 'Кейсы', link: '/keisy/novye/' }] }] },
      settings: { support_phone: '8 800 000-00-00' },
    });
    expect(layoutChanges({ before, after }, FIELDS)).toEqual([
      'Меню: добавили «Блог»',
      'Подвал › Колонки «Участникам» › Ссылки «Кейсы» › Ссылка: /keisy/ → /keisy/novye/',
      'Подвал › Примечание: Все права защищены. → —',
      'Настройки › Телефон поддержки: 8 800 350-27-27 → 8 800 000-00-00',
      'Настройки › Соцсети: убрали «vk»',
    ]);
    const many = layout('main', { menu: Array.from({ length: 12 }, (_, i) => ({ title: `Раздел ${i + 1}` })) });
    const lines = layoutChanges({ before: layout('main', { menu: [] }), after: many }, FIELDS);
    expect(lines).toHaveLength(9);
    expect(lines[8]).toBe('и ещё изменений: 4');
    expect(layoutChanges({ before: null, after: many }, FIELDS)).toEqual([]);
  });

  test('the audit id is the area’s place among the public areas', () => {
    expect(layoutAuditId('main')).toBe(1);
    expect(layoutAuditId('welcome')).toBe(7);
  });
});

describe('«Меню и подвалы» in the admin menu', () => {
  test('the content section has it after the pages; a users manager does not', () => {
    expect(adminMenuLines(['content']).map((line) => line.label)).toEqual(['Страницы', 'Меню и подвалы']);
    expect(adminMenuLines(['users', 'users/profile']).map((line) => line.label)).not.toContain('Меню и подвалы');
  });
});

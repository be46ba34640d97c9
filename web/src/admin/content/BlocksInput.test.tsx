import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, SimpleForm, type DataProvider } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { BlocksInput } from './BlocksInput';
import type { BlockSpec } from './schema';

const SPECS: BlockSpec[] = [
  {
    type: 'tariffs',
    label: 'Тарифы',
    fields: [
      { name: 'title', label: 'Заголовок', type: 'text', max: 160 },
      {
        name: 'plans',
        label: 'Тарифы',
        type: 'list',
        max: 6,
        item: [
          { name: 'name', label: 'Название', type: 'text', required: true, max: 80 },
          { name: 'price', label: 'Цена, ₽', type: 'integer', max: 10000000 },
          { name: 'highlighted', label: 'Выделить', type: 'flag' },
        ],
      },
    ],
  },
  { type: 'rich_text', label: 'Текст', fields: [{ name: 'body', label: 'Текст', type: 'markdown', required: true, max: 20000 }] },
  {
    type: 'service_list',
    label: 'Услуги',
    fields: [
      {
        name: 'audience',
        label: 'Для кого',
        type: 'choice',
        required: true,
        choices: ['all', 'mentors'],
        choice_labels: ['Все услуги', 'Наставникам'],
      },
    ],
  },
];

vi.mock('./schema', async (original) => ({
  ...(await original<typeof import('./schema')>()),
  fetchBlockSpecs: async () => SPECS,
}));

function renderForm(blocks: unknown[]) {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="pages">
        <SimpleForm defaultValues={{ blocks }} toolbar={false}>
          <BlocksInput />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe("the page's block editor", { timeout: 20_000 }, () => {
  test("draws each block's form from its type's schema, lists as repeatable groups", async () => {
    renderForm([
      { type: 'tariffs', title: 'Выберите тариф', plans: [{ name: 'Старт', price: 4900, highlighted: true }] },
      { type: 'rich_text', body: '## О нас' },
      { type: 'service_list', audience: 'mentors' },
    ]);
    expect(await screen.findByDisplayValue('Выберите тариф')).toBeTruthy();
    expect((screen.getByLabelText('Название *') as HTMLInputElement).value).toBe('Старт');
    expect((screen.getByLabelText('Цена, ₽') as HTMLInputElement).value).toBe('4900');
    expect((screen.getByLabelText('Выделить') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByDisplayValue('## О нас').tagName).toBe('TEXTAREA');
    expect(screen.getAllByText(/##.*заголовки/).length).toBeGreaterThan(0);
    // A choice shows its Russian name, not the value it stores.
    expect(screen.getByRole('combobox', { name: /Для кого/ }).textContent).toContain('Наставникам');
  });
});

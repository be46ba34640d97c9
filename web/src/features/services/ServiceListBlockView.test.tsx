import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch } from '../../test/renderWithShell';
import type { Service } from '../basket';
import { ServiceListBlockView } from './ServiceListBlockView';

const service = (id: number, category: { code: string; title: string }, name: string): Service => ({
  id,
  code: `s${id}`,
  name,
  description: 'Описание услуги.',
  price: { old: null, preview: null, final: 1500 },
  tags: [],
  category,
  special: false,
  params: [],
});

const DOCUMENTS = { code: 'documents', title: 'Дипломы и документы' };
const EDUCATION = { code: 'education', title: 'Обучение и консультации' };
const TRIP = { code: 'trip', title: 'Поездка и проживание' };

function serve(status = 200) {
  const body = {
    status,
    data: {
      categories: [
        { id: 1, ...DOCUMENTS, sort: 0 },
        { id: 2, ...EDUCATION, sort: 1 },
        { id: 3, ...TRIP, sort: 2 },
      ],
      items: [
        service(1, DOCUMENTS, 'Доставка диплома почтой'),
        service(2, EDUCATION, 'Урок с членом жюри'),
        service(3, TRIP, 'Трансфер из аэропорта'),
      ],
    },
  };
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/services': { status, body: status === 200 ? body : { status, message: 'Ошибка' } } }).fetch);
}

afterEach(() => vi.unstubAllGlobals());

describe('the services block of /uslugi/', () => {
  test('draws the categories with a jump list and each service with its basket button', async () => {
    serve();
    renderCatalog(<ServiceListBlockView audience="all" headingLevel={2} />, { area: 'main' });
    const documents = await screen.findByRole('heading', { level: 2, name: 'Дипломы и документы' });
    expect(documents.id).toBe('documents-title');
    const jumps = screen.getByRole('navigation', { name: 'Категории услуг' });
    expect(within(jumps).getByRole('link', { name: 'Обучение и консультации' }).getAttribute('href')).toBe('#education');
    expect(screen.getByRole('button', { name: 'В корзину: Доставка диплома почтой' })).toBeTruthy();
  });

  test("under the block's own title the categories are h3; the mentors' page shows their categories only", async () => {
    serve();
    renderCatalog(<ServiceListBlockView audience="mentors" headingLevel={3} />, { area: 'main' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Обучение и консультации' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Поездка и проживание' })).toBeNull();
  });

  test('a failed load is a message inside the block, not a broken page', async () => {
    serve(500);
    renderCatalog(<ServiceListBlockView audience="all" headingLevel={2} />, { area: 'main' });
    expect(await screen.findByText('Не удалось загрузить услуги. Обновите страницу чуть позже.')).toBeTruthy();
  });
});

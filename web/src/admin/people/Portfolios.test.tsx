import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HostProvider } from '../../app/AreaContext';
import { serveAdminApi, type AdminRoute } from '../../test/adminApi';
import { hostOf } from '../../test/renderWithShell';
import { AccessContext } from '../AccessContext';
import { createDataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { withPortfolioQueue } from './calls';
import { canModerate } from './labels';
import { PortfolioList } from './PortfolioList';
import { PortfolioShow } from './PortfolioShow';
import type { AdminPortfolio } from './types';

const OWNER = { id: 41, name: 'Ольга Белова', email: 'olga.belova@example.ru', phone: '+79161234567' };

const pending = (over: Partial<AdminPortfolio> = {}): AdminPortfolio => ({
  id: 12,
  kind: 'participant',
  status: 'pending',
  note: null,
  submitted_at: '2026-11-26T10:15:00Z',
  decided_at: null,
  public_code: null,
  owner: OWNER,
  live: null,
  data: {
    kind: 'soloist',
    name: 'Аня Белова',
    bio: 'Поёт с шести лет, учится в студии «Камертон», выступает на городских концертах.',
    city: 'moskva',
    creative_types: ['vokal'],
    photo: '/storage/content/0123456789abcdef0123-960x1200.webp',
    photos: ['/storage/content/abcdefabcdefabcdef01-1600x1200.webp'],
    videos: ['https://rutube.ru/video/5f3c1a2b9d/'],
    minor: true,
    birth_date: '2013-04-02',
    guardian_name: 'Ольга Белова',
    guardian_consent: true,
  },
  ...over,
});

const FILTERS = {
  filters: [
    {
      type: 'select',
      code: 'city',
      Icon: '',
      Name: '',
      Title: '',
      Url: '',
      Values: [{ id: 1, type: 'value', code: 'moskva', title: 'Москва', icon: '' }],
    },
    {
      type: 'select',
      code: 'creative_type',
      Icon: '',
      Name: '',
      Title: '',
      Url: '',
      Values: [{ id: 1, type: 'value', code: 'vokal', title: 'Вокал', icon: '' }],
    },
  ],
};

const publicAnswer =
  (data: unknown): AdminRoute =>
  () => ({ status: 200, body: { status: 200, data } });

function renderWith(ui: React.ReactElement) {
  render(
    <HostProvider value={hostOf('admin')}>
      <AccessContext.Provider
        value={{ sections: ['users', 'users/profile', 'users/mentor', 'users/participant'], roles: ['ManagerUsers'] }}
      >
        <AdminContext dataProvider={withPortfolioQueue(createDataProvider())} i18nProvider={i18nProvider}>
          <ResourceContextProvider value="portfolios">{ui}</ResourceContextProvider>
        </AdminContext>
      </AccessContext.Provider>
    </HostProvider>,
  );
}

/** The draft behind the admin API, moved by approve and reject as the server would. */
function serve(portfolio: AdminPortfolio, routes: Record<string, AdminRoute> = {}) {
  let current = portfolio;
  const path = `/api/admin/portfolios/${portfolio.id}`;
  return serveAdminApi({
    [`GET ${path}`]: () => ({ status: 200, body: current }),
    'GET /api/event/filters': publicAnswer(FILTERS),
    [`POST ${path}/approve`]: () => {
      current = { ...current, status: 'approved', decided_at: '2026-11-27T09:00:00Z', public_code: 'anya-belova' };
      return { status: 200, body: current };
    },
    [`POST ${path}/reject`]: (body) => {
      current = { ...current, status: 'rejected', note: (body as { note: string }).note };
      return { status: 200, body: current };
    },
    ...routes,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('who moderates', () => {
  test('the roles that grant users/profile, not every staff member with an own profile', () => {
    expect(canModerate({ sections: ['users/profile', 'users'], roles: ['ManagerUsers'] })).toBe(true);
    expect(canModerate({ sections: ['users/profile'], roles: ['Admin'] })).toBe(true);
    expect(canModerate({ sections: ['users/profile', 'orders', 'requests'], roles: ['ManagerOrders'] })).toBe(false);
  });
});

describe('«Анкеты портфолио»', () => {
  test('the queue asks for the portfolios waiting for a decision, the oldest first, and names each one and its owner', async () => {
    serveAdminApi({
      'GET /api/admin/portfolios': () => ({
        status: 200,
        body: [pending(), pending({ id: 13, kind: 'mentor', data: { name: 'Елена Соколова' } })],
        total: 2,
      }),
    });
    const answer = globalThis.fetch;
    const urls: URL[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));
      return answer(input, init);
    });
    renderWith(<PortfolioList />);
    expect(await screen.findByText('Аня Белова')).toBeTruthy();
    const url = urls.find((u) => u.pathname === '/api/admin/portfolios');
    expect(JSON.parse(url?.searchParams.get('filter') ?? '{}')).toEqual({ status: 'pending' });
    expect(JSON.parse(url?.searchParams.get('sort') ?? '[]')).toEqual(['submitted_at', 'ASC']);
    expect(screen.getByText('Солист, несовершеннолетний · новая страница')).toBeTruthy();
    expect(screen.getByText('Елена Соколова')).toBeTruthy();
    expect(screen.getAllByText('Ольга Белова')).toHaveLength(2);
    expect(screen.getAllByText('На модерации').length).toBeGreaterThan(0);
  });

  test('a new page: the owner, the data with the minor’s consent, and «Опубликовать» publishes it', async () => {
    const sent = serve(pending());
    renderWith(<PortfolioShow id={12} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Аня Белова' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ольга Белова' })).toBeTruthy();
    const draft = screen.getByRole('region', { name: 'Анкета владельца' });
    expect(await within(draft).findByText('Москва')).toBeTruthy();
    expect(within(draft).getByText('Вокал')).toBeTruthy();
    expect(within(draft).getByText('02.04.2013'.split('.').reverse().join('-'))).toBeTruthy();
    expect(within(draft).getByText('Есть')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'https://rutube.ru/video/5f3c1a2b9d/' })).toBeTruthy();
    expect(within(draft).getByAltText('Портрет: Аня Белова')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'На сайте сейчас' }).textContent).toContain('Страницы ещё нет');
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(sent.some((c) => c.method === 'POST' && c.path === '/api/admin/portfolios/12/approve')).toBe(true));
    expect(await screen.findByText('Опубликовано')).toBeTruthy();
  });

  test('«Отклонить» needs a note, which is sent with the refusal', async () => {
    const sent = serve(pending());
    renderWith(<PortfolioShow id={12} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Напишите, что исправить: владелец получит это письмом')).toBeTruthy();
    expect(sent.some((c) => c.path.endsWith('/reject'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Что исправить'), { target: { value: 'Добавьте фото с выступления' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(sent.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ note: 'Добавьте фото с выступления' }));
    expect(await screen.findByText('Замечание владельцу: Добавьте фото с выступления')).toBeTruthy();
  });

  test('a refusal of the server (409: already decided) shows above the buttons', async () => {
    serve(pending(), {
      'POST /api/admin/portfolios/12/approve': () => ({
        status: 409,
        body: { status: 409, message: 'Решение принимают только по портфолио на модерации' },
      }),
    });
    renderWith(<PortfolioShow id={12} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Опубликовать' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Решение принимают только по портфолио на модерации');
  });

  test('a change of a published page is shown beside the live version', async () => {
    const portfolio = pending({
      public_code: 'anya-belova',
      live: { id: 5, code: 'anya-belova', name: 'Аня Белова', published: true, path: '/uchastnik/anya-belova/' },
      data: {
        ...pending().data,
        minor: false,
        bio: 'Новый рассказ: лауреат «Звёздного дождя», поёт в ансамбле и сольно, учится у Елены Соколовой.',
      },
    });
    serve(portfolio, {
      'GET /api/people/participants/anya-belova': publicAnswer({
        code: 'anya-belova',
        name: 'Аня Белова',
        kind: 'soloist',
        photo: null,
        bio: 'Прежний рассказ.',
        city: { slug: 'moskva', name: 'Москва' },
        creative_types: [{ slug: 'vokal', title: 'Вокал' }],
        structure: null,
        mentor: { code: 'elena-sokolova', name: 'Елена Соколова', position: '', photo: null },
        photos: [],
        videos: [],
        results: [],
      }),
    });
    renderWith(<PortfolioShow id={12} />);
    const live = await screen.findByRole('region', { name: 'На сайте сейчас' });
    expect(await within(live).findByText('Прежний рассказ.')).toBeTruthy();
    expect(within(live).getByText('Елена Соколова')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть страницу /uchastnik/anya-belova/' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Анкета владельца' })).getByText(/Новый рассказ/)).toBeTruthy();
  });

  test('a minor without the guardian’s consent is marked as not to publish', async () => {
    serve(pending({ data: { ...pending().data, guardian_consent: false, guardian_name: '' } }));
    renderWith(<PortfolioShow id={12} />);
    expect(await screen.findByText('Нет — публиковать нельзя')).toBeTruthy();
  });
});

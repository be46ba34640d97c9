import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderCatalog } from '../../test/renderCatalog';
import { createApiClient } from '../../shared/api';
import { VIDEO_INVALID, VIDEO_NOT_MP4 } from '../people';
import { createPortfolioApi } from './api';
import { PortfolioView } from './PortfolioView';
import { dataOf, fieldOf, validatePortfolio, valuesOf } from './rules';
import type { Portfolio } from './types';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The account's API as a test answers it: by "METHOD path", recording the calls. */
function serve(routes: Record<string, (body: unknown) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? route(body) : { status: 404, body: { status: 404, message: 'Не найдено' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  vi.stubGlobal('fetch', fetch);
  return { calls, api: createPortfolioApi(createApiClient({ fetch })) };
}

const ok = (data: unknown) => () => ({ status: 200, body: { status: 200, data } });

const FILTERS = {
  filters: [
    {
      type: 'select',
      code: 'city',
      Icon: '',
      Name: 'Город',
      Title: '',
      Url: 'gorod',
      Values: [
        { id: 0, type: 'all', code: 'all', title: 'Все города', icon: '' },
        { id: 1, type: 'value', code: 'moskva', title: 'Москва', icon: '' },
        { id: 2, type: 'value', code: 'kazan', title: 'Казань', icon: '' },
      ],
    },
    {
      type: 'select',
      code: 'creative_type',
      Icon: '',
      Name: 'Вид творчества',
      Title: '',
      Url: 'tvorchestvo',
      Values: [
        { id: 0, type: 'all', code: 'all', title: 'Все виды творчества', icon: '' },
        { id: 1, type: 'value', code: 'vokal', title: 'Вокал', icon: '' },
        { id: 2, type: 'value', code: 'horeografiya', title: 'Хореография', icon: '' },
      ],
    },
  ],
};

const BIO = 'Пою с шести лет, учусь в студии «Камертон» у Елены Соколовой, выступаю на городских концертах.';

const draft = (over: Partial<Portfolio> = {}): Portfolio => ({
  id: 7,
  kind: 'participant',
  status: 'draft',
  note: null,
  submitted_at: null,
  decided_at: null,
  public_code: null,
  data: { kind: 'soloist', name: 'Аня Белова', bio: BIO, city: 'moskva', creative_types: ['vokal'], photos: [], videos: [] },
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('the portfolio rules', () => {
  const today = '2026-11-27';
  test('a save checks lengths and links only; sending for moderation needs name, story, city, a creative type', () => {
    const empty = valuesOf();
    expect(validatePortfolio(empty, 'soloist', { today, forSubmit: false })).toEqual({});
    expect(validatePortfolio(empty, 'soloist', { today, forSubmit: true })).toEqual({
      name: 'Обязательное поле для заполнения',
      bio: 'Обязательное поле для заполнения',
      city: 'Укажите город',
      creative_types: 'Выберите хотя бы один вид творчества',
    });
    const short = { ...empty, name: 'Аня', bio: 'Пою.', city: 'moskva', creative_types: ['vokal'] };
    expect(validatePortfolio(short, 'soloist', { today, forSubmit: true })).toEqual({ bio: 'Расскажите подробнее: не меньше 50 символов' });
  });

  test('a megabyte of text is refused by its length before anything else', () => {
    const huge = 'я'.repeat(1_000_000);
    const values = { ...valuesOf(), name: huge, bio: huge, position: huge, guardian_name: huge, minor: true };
    const errors = validatePortfolio(values, 'soloist', { today, forSubmit: true });
    expect(errors.name).toBe('Не должно превышать 120 символов');
    expect(errors.bio).toBe('Не должно превышать 3000 символов');
    expect(errors.guardian_name).toBe('Не должно превышать 120 символов');
    expect(validatePortfolio({ ...values, achievements: huge }, 'mentor', { today, forSubmit: false }).position).toBe(
      'Не должно превышать 160 символов',
    );
  });

  test('video links give the spec’s two messages, an empty one none', () => {
    const values = { ...valuesOf(), videos: ['не ссылка', 'https://example.ru/clip.avi', '', 'https://rutube.ru/video/5f3c1a/'] };
    expect(validatePortfolio(values, 'collective', { today, forSubmit: false })).toEqual({ video0: VIDEO_INVALID, video1: VIDEO_NOT_MP4 });
  });

  test('a minor soloist needs the guardian and the consent to be sent; a birth date must be in the past', () => {
    const values = { ...valuesOf(draft().data), minor: true, birth_date: '2030-01-01' };
    expect(validatePortfolio(values, 'soloist', { today, forSubmit: true })).toEqual({
      birth_date: 'Дата рождения не может быть в будущем',
      guardian_name: 'Укажите имя родителя или законного представителя',
      guardian_consent: 'Нужно согласие родителя или законного представителя',
    });
  });

  test('the data sent holds the fields of its kind; an adult soloist sends no birth date or guardian', () => {
    const values = {
      ...valuesOf(draft().data),
      birth_date: '2012-05-04',
      guardian_name: 'Ольга Белова',
      videos: ['', ' https://youtu.be/abcdef12 '],
    };
    expect(dataOf(values, 'soloist')).toMatchObject({
      kind: 'soloist',
      minor: false,
      birth_date: null,
      guardian_name: '',
      videos: ['https://youtu.be/abcdef12'],
    });
    expect(dataOf({ ...values, minor: true }, 'soloist')).toMatchObject({
      minor: true,
      birth_date: '2012-05-04',
      guardian_name: 'Ольга Белова',
    });
    const mentor = dataOf({ ...values, position: 'Хореограф', achievements: 'Первое\n\n Второе ' }, 'mentor');
    expect(mentor).toMatchObject({ position: 'Хореограф', achievements: ['Первое', 'Второе'] });
    expect('kind' in mentor).toBe(false);
  });

  test('a link of more than 500 characters is refused by its length', () => {
    const values = { ...valuesOf(), videos: [`https://rutube.ru/video/${'a'.repeat(1_000_000)}/`] };
    expect(validatePortfolio(values, 'soloist', { today, forSubmit: false })).toEqual({ video0: 'Не должно превышать 500 символов' });
  });

  test('server errors are put under the form’s fields', () => {
    expect(['name', 'data.bio', 'videos[2]', 'data.videos.1', 'achievements[3]', 'owner'].map(fieldOf)).toEqual([
      'name',
      'bio',
      'video2',
      'video1',
      'achievements',
      null,
    ]);
  });
});

describe('«Моё портфолио»', () => {
  test('lists the portfolios with their status, a rejection with its note, a published one with its page', () => {
    const { api } = serve({ 'GET /api/event/filters': ok(FILTERS) });
    renderCatalog(
      <PortfolioView
        api={api}
        portfolios={[
          draft(),
          draft({ id: 8, status: 'rejected', note: 'Добавьте фото с выступления' }),
          draft({ id: 9, kind: 'mentor', status: 'approved', public_code: 'elena-sokolova', data: { name: 'Елена Соколова' } }),
          draft({ id: 10, status: 'pending', data: { kind: 'collective', name: 'Ансамбль «Улыбка»' } }),
        ]}
      />,
      { area: 'id', path: '/portfolio/?domain=id' },
    );
    const items = screen.getAllByRole('listitem').filter((item) => item.dataset['portfolio']);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Аня Белова',
      'Аня Белова',
      'Елена Соколова',
      'Ансамбль «Улыбка»',
    ]);
    expect(items.map((item) => item.querySelector('p:nth-of-type(2)')?.textContent)).toEqual([
      'Черновик',
      'Отклонено',
      'Опубликовано',
      'На модерации',
    ]);
    expect(within(items[1]!).getByText('Добавьте фото с выступления')).toBeTruthy();
    expect(within(items[2]!).getByRole('link', { name: 'Открыть страницу' }).getAttribute('href')).toBe(
      '/nastavnik/elena-sokolova/?domain=main',
    );
    expect(within(items[2]!).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Удалить' })).toBeTruthy();
    expect(within(items[3]!).getByText('Коллектив')).toBeTruthy();
  });

  test('a new soloist: sending an empty form says what moderation needs, before any call', async () => {
    const { api, calls } = serve({ 'GET /api/event/filters': ok(FILTERS) });
    renderCatalog(<PortfolioView api={api} portfolios={[]} />, { area: 'id', path: '/portfolio/?domain=id' });
    fireEvent.click(screen.getByRole('button', { name: 'Участник — солист' }));
    const form = await screen.findByRole('form', { name: 'Новое портфолио: Участник — солист' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить на модерацию' }));
    expect(await within(form).findByText('Укажите город')).toBeTruthy();
    expect(within(form).getAllByText('Обязательное поле для заполнения')).toHaveLength(2);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Имя и фамилия')));
  });

  test('a video link is checked when the field is left, with the spec’s messages', async () => {
    const { api } = serve({ 'GET /api/event/filters': ok(FILTERS) });
    renderCatalog(<PortfolioView api={api} portfolios={[draft()]} />, { area: 'id', path: '/portfolio/?anketa=7&domain=id' });
    const link = await screen.findByLabelText('Ссылка на видео 1');
    fireEvent.change(link, { target: { value: 'видео с концерта' } });
    fireEvent.blur(link);
    expect(await screen.findByText(VIDEO_INVALID)).toBeTruthy();
    fireEvent.change(link, { target: { value: 'https://example.ru/koncert.mov' } });
    fireEvent.blur(link);
    expect(await screen.findByText(VIDEO_NOT_MP4)).toBeTruthy();
    fireEvent.change(link, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText(VIDEO_NOT_MP4)).toBeNull());
  });

  test('a filled draft is saved and sent: the server’s refusal of a field shows under it', async () => {
    let sent = 0;
    const { api, calls } = serve({
      'GET /api/event/filters': ok(FILTERS),
      'GET /api/people/filters': ok({
        creative_types: [],
        cities: [],
        structures: [{ code: 'studiya-kamerton', name: 'Вокальная студия «Камертон», Москва' }],
      }),
      'PUT /api/user/portfolios/7': (body) => ({
        status: 200,
        body: { status: 200, data: { ...draft(), data: (body as Portfolio).data } },
      }),
      'POST /api/user/portfolios/7/submit': () => {
        sent += 1;
        return sent === 1
          ? { status: 422, body: { status: 422, message: 'Проверьте анкету', errors: { bio: ['Расскажите о себе подробнее'] } } }
          : { status: 200, body: { status: 200, data: { ...draft(), status: 'pending' } } };
      },
    });
    renderCatalog(<PortfolioView api={api} portfolios={[draft()]} />, { area: 'id', path: '/portfolio/?anketa=7&domain=id' });
    const form = await screen.findByRole('form', { name: 'Портфолио: Аня Белова' });
    await within(form).findByRole('option', { name: 'Казань' });
    expect((within(form).getByLabelText('Город') as HTMLSelectElement).value).toBe('moskva');
    expect((within(form).getByLabelText('Вокал') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Ссылка на видео 1'), { target: { value: 'https://rutube.ru/video/5f3c1a2b9d/' } });
    await within(form).findByRole('option', { name: 'Вокальная студия «Камертон», Москва' });
    fireEvent.change(within(form).getByLabelText('Коллектив, школа или учреждение', { exact: false }), {
      target: { value: 'studiya-kamerton' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить на модерацию' }));
    expect(await within(form).findByText('Расскажите о себе подробнее')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      data: {
        name: 'Аня Белова',
        city: 'moskva',
        creative_types: ['vokal'],
        structure: 'studiya-kamerton',
        videos: ['https://rutube.ru/video/5f3c1a2b9d/'],
      },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить на модерацию' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portfolio/?domain=id'));
    expect(await screen.findByText(/Анкета отправлена на модерацию/)).toBeTruthy();
  });

  test('a portfolio on moderation is saved, not sent again; the server’s word on the links goes under the link', async () => {
    const { api } = serve({
      'GET /api/event/filters': ok(FILTERS),
      'PUT /api/user/portfolios/7': () => ({
        status: 422,
        body: { status: 422, message: 'Проверьте анкету', errors: { videos: ['Видео с этого адреса недоступно'] } },
      }),
    });
    const onModeration = draft({ status: 'pending', data: { ...draft().data, videos: ['', 'https://rutube.ru/video/5f3c1a2b9d/'] } });
    renderCatalog(<PortfolioView api={api} portfolios={[onModeration]} />, { area: 'id', path: '/portfolio/?anketa=7&domain=id' });
    const form = await screen.findByRole('form', { name: 'Портфолио: Аня Белова' });
    expect(within(form).queryByRole('button', { name: 'Отправить на модерацию' })).toBeNull();
    expect(screen.getByText(/Анкета на модерации/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await within(form).findByText('Видео с этого адреса недоступно');
    expect(within(form).getByLabelText('Ссылка на видео 2').getAttribute('aria-invalid')).toBe('true');
  });

  test('the first save of a new collective creates it and opens it by its address', async () => {
    const { api, calls } = serve({
      'GET /api/event/filters': ok(FILTERS),
      'POST /api/user/portfolios': (body) => ({
        status: 200,
        body: { status: 200, data: { ...draft({ id: 31 }), data: (body as Portfolio).data } },
      }),
    });
    renderCatalog(<PortfolioView api={api} portfolios={[]} />, { area: 'id', path: '/portfolio/?novoe=collective&domain=id' });
    const form = await screen.findByRole('form', { name: 'Новое портфолио: Коллектив' });
    expect(within(form).queryByText('Участнику ещё нет 18 лет')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Название коллектива'), { target: { value: 'Ансамбль «Улыбка»' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portfolio/?domain=id&anketa=31'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      kind: 'participant',
      data: { kind: 'collective', name: 'Ансамбль «Улыбка»', minor: false },
    });
  });

  test('a minor soloist is asked the birth date, the guardian and the consent, told the page shows no contacts', async () => {
    const { api } = serve({ 'GET /api/event/filters': ok(FILTERS) });
    renderCatalog(<PortfolioView api={api} portfolios={[draft()]} />, { area: 'id', path: '/portfolio/?anketa=7&domain=id' });
    fireEvent.click(await screen.findByLabelText('Участнику ещё нет 18 лет'));
    expect(screen.getByText(/Дату рождения, имя родителя и контакты не увидит никто/)).toBeTruthy();
    expect(screen.getByLabelText('Дата рождения участника')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить на модерацию' }));
    expect(await screen.findByText('Нужно согласие родителя или законного представителя')).toBeTruthy();
    expect(screen.getByLabelText('Имя и фамилия родителя или законного представителя').getAttribute('aria-invalid')).toBe('true');
  });

  test('a photo is checked before sending and uploaded at once; the server’s refusal shows under its button', async () => {
    const { api, calls } = serve({
      'GET /api/event/filters': ok(FILTERS),
      'POST /api/user/portfolios/photos': ok({ path: '/storage/content/0123456789abcdef0123-960x1200.webp', width: 960, height: 1200 }),
    });
    renderCatalog(<PortfolioView api={api} portfolios={[draft()]} />, { area: 'id', path: '/portfolio/?anketa=7&domain=id' });
    const input = (await screen.findByText('Загрузить фото')).previousElementSibling as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'scan.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Загрузите фото в формате JPEG, PNG или WebP')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/user/portfolios/photos')).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['x'], 'anya.jpg', { type: 'image/jpeg' })] } });
    const portrait = await screen.findByAltText('Главное фото');
    expect(portrait.getAttribute('src')).toBe('/storage/content/0123456789abcdef0123-960x1200.webp');
    expect(screen.getByText('Заменить фото')).toBeTruthy();
    const upload = calls.find((call) => call.path === '/api/user/portfolios/photos');
    expect(upload?.body instanceof FormData && (upload.body.get('file') as File).name).toBe('anya.jpg');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { BasketServiceCard } from './BasketServiceCard';
import type { BasketStore } from './basketStore';
import { Counter } from './Counter';
import type { CartParam, CartService } from './types';

function param(overrides: Partial<CartParam>): CartParam {
  return {
    id: 6,
    type: 'video',
    label: 'Ссылка на видео',
    placeholder: null,
    capText: null,
    capTextRight: null,
    required: true,
    value: null,
    file: null,
    ...overrides,
  };
}

function service(overrides: Partial<CartService> = {}): CartService {
  return {
    id: 1,
    service_id: 3,
    status: 'new',
    code: 'videorazbor',
    name: 'Видеоразбор',
    description: 'Отзыв члена жюри',
    price: { old: 4500, preview: null, final: 3500 },
    tags: [],
    category: { code: 'video', title: 'Видео' },
    special: true,
    checked: true,
    available: true,
    params: [param({}), param({ id: 7, type: 'file', label: 'Согласие в PDF' })],
    ...overrides,
  };
}

function fakeStore() {
  const result = { ok: true, message: null };
  return {
    change: vi.fn(async () => result),
    uploadFile: vi.fn(async () => result),
    clearFile: vi.fn(async () => result),
  } as unknown as BasketStore & { change: ReturnType<typeof vi.fn>; uploadFile: ReturnType<typeof vi.fn> };
}

describe('BasketServiceCard', () => {
  it('shows the params of a checked service, checks the video link and the PDF in the browser', async () => {
    const store = fakeStore();
    renderWithShell(<BasketServiceCard service={service()} errors={{}} store={store} />);
    const video = screen.getByLabelText(/Ссылка на видео/);
    fireEvent.change(video, { target: { value: 'не ссылка' } });
    expect(screen.getByText('Некорректная ссылка')).toBeTruthy();
    fireEvent.change(video, { target: { value: 'https://x.ru/a.avi' } });
    expect(screen.getByText('Ссылка должна вести на файл в формате MP4')).toBeTruthy();
    fireEvent.change(video, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Видео не длиннее 90 секунд в формате MP4')).toBeTruthy();

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await act(async () => fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } }));
    expect(screen.getByText('Файл должен быть в формате PDF.')).toBeTruthy();
    expect(store.uploadFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeTruthy();
    const pdf = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [pdf] } }));
    expect(store.uploadFile).toHaveBeenCalledWith(3, 7, pdf);
  });

  it('saves the params and then offers to edit them', async () => {
    const store = fakeStore();
    const view = renderWithShell(<BasketServiceCard service={service()} errors={{}} store={store} />);
    fireEvent.change(screen.getByLabelText(/Ссылка на видео/), { target: { value: 'https://x.ru/a.mp4' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить параметры: Видеоразбор' })));
    expect(store.change).toHaveBeenCalledWith({
      services: [{ id: 3, params: [{ id: 6, value: 'https://x.ru/a.mp4' }] }],
    });
    expect(screen.getByRole('button', { name: 'Изменить параметры: Видеоразбор' })).toBeTruthy();
    view.unmount();
  });

  it('hides the params of an unchecked service', () => {
    renderWithShell(<BasketServiceCard service={service({ checked: false })} errors={{}} store={fakeStore()} />);
    expect(screen.queryByLabelText(/Ссылка на видео/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Сохранить параметры/ })).toBeNull();
  });

  it('a service without params has no Save/Edit toggle', () => {
    renderWithShell(<BasketServiceCard service={service({ params: [] })} errors={{}} store={fakeStore()} />);
    expect(screen.queryByRole('button', { name: /параметры/ })).toBeNull();
  });

  it('shows a 422 message at the param it is about', () => {
    renderWithShell(
      <BasketServiceCard service={service()} errors={{ 'param:3:7': ['Файл не найден: загрузите PDF заново'] }} store={fakeStore()} />,
    );
    expect(screen.getByText('Файл не найден: загрузите PDF заново')).toBeTruthy();
  });
});

describe('Counter', () => {
  afterEach(() => vi.useRealTimers());

  it('applies a burst of clicks as one change 500 ms after the last; never below 1', () => {
    vi.useFakeTimers();
    const commit = vi.fn();
    renderWithShell(<Counter value={1} label="Участников" onCommit={commit} />);
    expect(screen.getByRole('button', { name: 'Меньше' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Больше' }));
    fireEvent.click(screen.getByRole('button', { name: 'Больше' }));
    act(() => vi.advanceTimersByTime(499));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByLabelText('Количество человек'), { target: { value: '0' } });
    act(() => vi.advanceTimersByTime(500));
    expect(commit).toHaveBeenLastCalledWith(1);
  });
});

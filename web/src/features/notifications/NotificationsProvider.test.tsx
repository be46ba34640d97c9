import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Dialog } from '../../shared/ui/Dialog';
import { NotificationsProvider } from './NotificationsProvider';
import { createNotification } from './types';
import { useNotifications } from './useNotifications';
import type { NotificationInput } from './types';

function Trigger({ input }: { input: NotificationInput }) {
  const { notify } = useNotifications();
  return (
    <button type="button" onClick={() => notify(input)}>
      показать
    </button>
  );
}

function show(input: NotificationInput) {
  render(
    <NotificationsProvider>
      <Trigger input={input} />
    </NotificationsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'показать' }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  test('defaults: info, 5000 ms, close icon', () => {
    expect(createNotification({ text: 'a' })).toMatchObject({
      type: 'info',
      time: 5000,
      closeIcon: true,
      closeClick: false,
      buttons: [],
    });
  });

  test('closes after its time', () => {
    show({ text: 'Успешно', type: 'success' });
    expect(screen.getByText('Успешно')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Успешно')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Успешно')).toBeNull();
  });

  test('time 0 stays; buttons run and close; the close icon closes', () => {
    const onClick = vi.fn();
    show({ text: 'Вышла новая версия', time: 0, buttons: [{ label: 'Обновить', onClick }] });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Вышла новая версия')).toBeNull();
    cleanup();
    show({ text: 'Ошибка входа', type: 'error', time: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Ошибка входа');
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Ошибка входа')).toBeNull();
  });

  test('closeClick closes on a click anywhere on it', () => {
    show({ text: 'Кликните', closeClick: true, time: 0 });
    fireEvent.click(screen.getByText('Кликните'));
    expect(screen.queryByText('Кликните')).toBeNull();
  });

  test('over an open modal dialog the notices show inside it (the page behind is inert), and back after it closes', () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Dialog title="Корзина" onClose={() => setOpen(false)}>
          <Trigger input={{ text: 'Войдите, чтобы оформить заявку', time: 0 }} />
          <button type="button" onClick={() => setOpen(false)}>
            закрыть
          </button>
        </Dialog>
      ) : null;
    }
    render(
      <NotificationsProvider>
        <Page />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'показать' }));
    const dialog = screen.getByRole('dialog', { name: 'Корзина' });
    expect(dialog.contains(screen.getByText('Войдите, чтобы оформить заявку'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Уведомления' }).textContent).toContain('Войдите, чтобы оформить заявку');
  });
});

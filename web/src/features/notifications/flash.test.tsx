import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FLASH_KEY, saveFlash, takeFlash } from './flash';
import { NotificationsProvider } from './NotificationsProvider';

describe('flash notification', () => {
  test('is taken once', () => {
    saveFlash({ type: 'success', text: 'Успешно', time: 5000 });
    expect(takeFlash()).toEqual({ type: 'success', text: 'Успешно', time: 5000 });
    expect(takeFlash()).toBeNull();
    window.sessionStorage.setItem(FLASH_KEY, '{bad json');
    expect(takeFlash()).toBeNull();
  });

  test('the next page shows it', () => {
    saveFlash({ type: 'success', text: 'Успешно' });
    render(<NotificationsProvider>{null}</NotificationsProvider>);
    expect(screen.getByText('Успешно')).toBeTruthy();
  });
});

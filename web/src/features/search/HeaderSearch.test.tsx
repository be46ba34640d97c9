import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { HeaderSearch } from './HeaderSearch';
import { SearchModal } from './SearchModal';
import { SEARCH_ID } from './searchLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('header search of the main area', () => {
  test('the icon toggles input mode with the field focused; empty text is not submitted', async () => {
    renderWithShell(
      <>
        <HeaderSearch area="main" />
        <Where />
      </>,
      { area: 'main' },
    );
    const toggle = screen.getByRole('button', { name: 'Поиск по сайту' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    // The field's code loads on the first click (a chunk of its own); it takes the focus once drawn.
    const field = await screen.findByRole('searchbox', { name: 'Что ищем' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('searchbox', { name: 'Что ищем' })).toBeTruthy();

    fireEvent.change(field, { target: { value: ' вокальный конкурс ' } });
    fireEvent.submit(field.closest('form')!);
    const url = new URL(screen.getByTestId('where').textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/poisk/');
    expect(url.searchParams.get('searchid')).toBe(SEARCH_ID);
    expect(url.searchParams.get('text')).toBe('вокальный конкурс');
    expect(url.searchParams.get('domain')).toBe('main');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('Escape and the icon close input mode', async () => {
    renderWithShell(<HeaderSearch area="main" />, { area: 'main' });
    fireEvent.click(screen.getByRole('button', { name: 'Поиск по сайту' }));
    fireEvent.keyDown(await screen.findByRole('searchbox'), { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Поиск по сайту' }));
    await screen.findByRole('searchbox');
    fireEvent.click(screen.getAllByRole('button', { name: 'Закрыть поиск' })[0]!);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('the events, account and admin areas get no site search here', () => {
    for (const area of ['events', 'id', 'admin'] as const) {
      const { unmount } = renderWithShell(<HeaderSearch area={area} />, { area });
      expect(screen.queryByRole('button', { name: 'Поиск по сайту' })).toBeNull();
      unmount();
    }
  });
});

describe('search modal', () => {
  test('other areas open it from the icon, with the field focused', async () => {
    renderWithShell(<HeaderSearch area="bravo" />, { area: 'bravo' });
    fireEvent.click(screen.getByRole('button', { name: 'Поиск по сайту' }));
    expect(await screen.findByRole('dialog', { name: 'Поиск по сайту' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Что ищем' }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Enter closes it and searches, without an emptiness check', () => {
    const onClose = vi.fn();
    const onSearch = vi.fn();
    renderWithShell(<SearchModal onClose={onClose} onSearch={onSearch} />, { area: 'bravo' });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('');
  });
});

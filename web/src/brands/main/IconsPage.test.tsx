import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ICON_GROUPS } from '../../shared/events/icons';
import { renderCatalog } from '../../test/renderCatalog';
import IconsPage, { ICON_LABELS } from './IconsPage';

const ALL_NAMES = ICON_GROUPS.flatMap((group) => group.names);

/** The names drawn on the page, as an editor reads them. */
function shownNames(): string[] {
  return screen.queryAllByRole('listitem').map((item) => item.querySelector('code')?.textContent ?? '');
}

describe('the icons page (/icon/)', () => {
  test('shows every icon of the catalogue under its handbook name, in its group', () => {
    renderCatalog(<IconsPage />, { area: 'main', path: '/icon/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Иконки' })).toBeTruthy();
    expect(shownNames()).toEqual(ALL_NAMES);
    expect(screen.getByText(`Всего ${ALL_NAMES.length} иконок`).getAttribute('role')).toBe('status');
    const tags = screen.getByRole('region', { name: 'Метки' });
    expect(within(tags).getByText('wave').tagName).toBe('CODE');
    expect(within(screen.getByRole('region', { name: 'Виды творчества' })).getByText('mic')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Фильтры' })).getByText('tag')).toBeTruthy();
    // Every icon has its Russian words, so a new one cannot be added without them.
    expect(ALL_NAMES.filter((name) => !ICON_LABELS[name])).toEqual([]);
  });

  test('the filter narrows the list by name or by its Russian words, and says when nothing matches', () => {
    renderCatalog(<IconsPage />, { area: 'main', path: '/icon/' });
    const field = screen.getByRole('searchbox', { name: 'Найти иконку' });

    fireEvent.change(field, { target: { value: 'WAV' } });
    expect(shownNames()).toEqual(['wave']);
    expect(screen.getByText('Найдено: 1 иконка').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region', { name: 'Виды творчества' })).toBeNull();

    fireEvent.change(field, { target: { value: ' микрофон ' } });
    expect(shownNames()).toEqual(['mic']);

    fireEvent.change(field, { target: { value: 'ёлка' } });
    expect(shownNames()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Иконки «ёлка» нет' })).toBeTruthy();

    fireEvent.change(field, { target: { value: '' } });
    expect(shownNames()).toEqual(ALL_NAMES);
  });

  test('asks search engines to leave it out while it is shown', () => {
    const { unmount } = renderCatalog(<IconsPage />, { area: 'main', path: '/icon/' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { menuLayout } from '../catalog/menuLayout';
import { SERVICES_MENU } from '../services/menu';
import { addMenuLinks, ORDERS_MENU } from './menu';

describe('orders and services in the admin menu', () => {
  test('a ManagerOrders user sees orders, then the profile', () => {
    const sections = ['users/profile', 'orders'];
    const lines = addMenuLinks(menuLayout(sections), [...ORDERS_MENU, ...SERVICES_MENU], sections);
    expect(lines.map((line) => (line.kind === 'link' ? line.label : `# ${line.label}`))).toEqual(['Заказы', 'Мой профиль']);
  });

  test('an Admin gets orders and the three services lists before the profile', () => {
    const sections = ['users', 'users/profile', 'orders', 'services', 'services/special', 'services/categories'];
    const lines = addMenuLinks(menuLayout(sections), [...ORDERS_MENU, ...SERVICES_MENU], sections);
    expect(lines.map((line) => (line.kind === 'link' ? line.to : line.label))).toEqual([
      '/users',
      '/orders',
      '/services',
      '/special-services',
      '/service-categories',
      '/users/profile',
    ]);
    expect(lines.filter((line) => line.kind === 'link').map((line) => line.label)).toContain('Специальные услуги');
  });

  test('without a profile line the links go last', () => {
    expect(addMenuLinks([], ORDERS_MENU, ['orders'])).toEqual([{ kind: 'link', key: 'orders', to: '/orders', label: 'Заказы' }]);
  });
});

import { describe, expect, test } from 'vitest';
import { EXTERNAL_NOT_ALLOWED, PROTOCOL_NOT_ALLOWED, planNavigation, type NavigationContext } from './navigation';

const ctx: NavigationContext = {
  href: 'http://localhost:8080/karta/?domain=main',
  baseDomain: 'localhost',
  area: 'main',
};
const prod: NavigationContext = { href: 'https://example.ru/', baseDomain: 'example.ru', area: 'main' };

describe('navigation guard', () => {
  test('internal paths go through the router', () => {
    expect(planNavigation('/o-nas/?domain=main#team', {}, ctx)).toEqual({
      kind: 'router',
      path: '/o-nas/?domain=main#team',
    });
    expect(planNavigation('/o-nas/', {}, prod)).toEqual({ kind: 'router', path: '/o-nas/' });
  });

  test('another area of the platform loads the document', () => {
    expect(planNavigation('/?domain=bravo', {}, ctx)).toEqual({
      kind: 'document',
      url: 'http://localhost:8080/?domain=bravo',
    });
    expect(planNavigation('https://bravo.example.ru/kursy/', {}, prod)).toEqual({
      kind: 'document',
      url: 'https://bravo.example.ru/kursy/',
    });
  });

  test('external URLs are refused unless allowed', () => {
    expect(() => planNavigation('https://evil.example.com/', {}, prod)).toThrow(EXTERNAL_NOT_ALLOWED);
    expect(() => planNavigation('//evil.example.com/x', {}, prod)).toThrow(EXTERNAL_NOT_ALLOWED);
    expect(() => planNavigation('mailto:info@example.ru', {}, prod)).toThrow(EXTERNAL_NOT_ALLOWED);
    expect(planNavigation('https://forms.example.com/zapis', { external: true }, prod)).toEqual({
      kind: 'document',
      url: 'https://forms.example.com/zapis',
    });
  });

  test.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])(
    'dangerous protocol %s is always refused',
    (to) => {
      expect(() => planNavigation(to, { external: true }, prod)).toThrow(PROTOCOL_NOT_ALLOWED);
    },
  );
});

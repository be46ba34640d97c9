import { describe, expect, test } from 'vitest';
import type { HostContext } from '../../routes/href';
import { hostOf } from '../../test/renderWithShell';
import { resolveLink } from './ContentLink';

const prod: HostContext = {
  protocol: 'https:',
  hostname: 'bravo.example.ru',
  port: '',
  search: '',
  baseDomain: 'example.ru',
  area: 'bravo',
};

describe("an editor's link (docs/api.md, Blocks: link)", () => {
  test('a path of this area is a router link keeping ?domain= on a local host', () => {
    expect(resolveLink('/o-nas/#komanda', hostOf('main'))).toEqual({ href: '/o-nas/?domain=main#komanda', router: true, external: false });
    expect(resolveLink('/kursy/', prod)).toEqual({ href: '/kursy/', router: true, external: false });
  });

  test("another area's path goes to its subdomain, or to ?domain= on a local host", () => {
    expect(resolveLink('events:/festivals/', hostOf('main'))).toEqual({
      href: '/festivals/?domain=events',
      router: false,
      external: false,
    });
    expect(resolveLink('main:/kontakty/#karta', prod)).toEqual({
      href: 'https://example.ru/kontakty/#karta',
      router: false,
      external: false,
    });
    expect(resolveLink('bravo:/', prod)).toEqual({ href: '/', router: true, external: false });
  });

  test('web addresses open in a new tab; anchors, mail and phone links stay as typed', () => {
    expect(resolveLink('https://vk.com/x', prod)?.external).toBe(true);
    expect(resolveLink('#pricing', prod)).toEqual({ href: '#pricing', router: false, external: false });
    expect(resolveLink('tel:+74951274848', prod)?.href).toBe('tel:+74951274848');
  });

  test('anything else is no link: scripts, protocol-relative URLs, unknown areas, the admin', () => {
    for (const link of ['javascript:alert(1)', '//evil.example/', 'shop:/x/', 'admin:/users/', 'events://evil.example/']) {
      expect(resolveLink(link, prod)).toBeNull();
    }
  });
});

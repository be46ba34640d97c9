import { describe, expect, test } from 'vitest';
import { previewPageUrl, publicPageUrl } from './publicUrl';

/** The admin's host: on a bare local host it is chosen by `?domain=admin`. */
const host = (hostname: string, baseDomain: string) => ({
  protocol: 'https:',
  hostname,
  port: '',
  search: hostname === 'localhost' ? '?domain=admin' : '',
  baseDomain,
  area: 'admin' as const,
});

describe("a page's address on the site", () => {
  test('on a local host: the path with ?domain=', () => {
    expect(publicPageUrl('bravo', '/o-teatre/', host('localhost', 'localhost'))).toBe('/o-teatre/?domain=bravo');
    expect(publicPageUrl('main', '/o-nas/', host('admin.localhost', 'localhost'))).toBe('/o-nas/?domain=main');
  });
  test("on the real domain: the area's host (main's is the bare domain)", () => {
    expect(publicPageUrl('bravo', '/o-teatre/', host('admin.example.ru', 'example.ru'))).toBe('https://bravo.example.ru/o-teatre/');
    expect(publicPageUrl('main', '/o-nas/', host('admin.example.ru', 'example.ru'))).toBe('https://example.ru/o-nas/');
  });
  test("a page's preview is main's /content/ with the page's id, whatever the page's area", () => {
    expect(previewPageUrl(12, host('localhost', 'localhost'))).toBe('/content/?domain=main&page=12');
    expect(previewPageUrl(12, host('admin.example.ru', 'example.ru'))).toBe('https://example.ru/content/?page=12');
  });
});

import { describe, expect, test } from 'vitest';
import { articlePublicUrl } from './publicUrl';

/** The admin's host: on a bare local host it is chosen by `?domain=admin`. */
const host = (hostname: string, baseDomain: string) => ({
  protocol: 'https:',
  hostname,
  port: '',
  search: hostname === 'localhost' ? '?domain=admin' : '',
  baseDomain,
  area: 'admin' as const,
});

describe("an article's address on the site", () => {
  test("main's /blog/{type}/{code}/: with ?domain=main on a local host, on the bare domain otherwise", () => {
    expect(articlePublicUrl('novosti', 'itogi-sezona', host('localhost', 'localhost'))).toBe('/blog/novosti/itogi-sezona/?domain=main');
    expect(articlePublicUrl('novosti', 'itogi-sezona', host('admin.example.ru', 'example.ru'))).toBe(
      'https://example.ru/blog/novosti/itogi-sezona/',
    );
  });
});

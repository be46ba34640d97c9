// Every link of every area's demo menu and footer (server/seed/content/layouts.json, issue 12)
// leads to a page: a path of the area, or `area:/path` of another, answers 200 on a full load; an
// anchor on a content page is the anchor of one of its blocks. Anchors of the pages the web app
// draws itself are checked in the browser (tests/e2e/shell.test.mjs). Web addresses are not
// fetched: the tests run without the internet.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { get, hostFor } from './lib/http.mjs';

const seed = JSON.parse(await readFile(new URL('../../server/seed/content/layouts.json', import.meta.url), 'utf8'));

/** Every link of a layout with where it shows, for the failure message. */
function linksOf(layout) {
  const out = [];
  for (const item of layout.menu ?? []) {
    if (item.link) out.push([`menu «${item.title}»`, item.link]);
    for (const child of item.children ?? []) out.push([`menu «${item.title}» › «${child.title}»`, child.link]);
    for (const banner of item.banners ?? []) if (banner.link) out.push([`menu «${item.title}» banner`, banner.link]);
  }
  for (const column of layout.footer?.columns ?? []) {
    for (const link of column.links) out.push([`footer «${column.title}» › «${link.title}»`, link.link]);
  }
  return out;
}

/** `/path/#x` of the area, or `bravo:/path/#x`: the area, the path and the anchor. */
function target(area, link) {
  const match = /^(?:([a-z]+):)?(\/(?!\/)[^#]*)(?:#(.+))?$/.exec(link);
  return match ? { area: match[1] ?? area, path: match[2], anchor: match[3] } : null;
}

describe('the menus and footers of every area lead to pages', () => {
  for (const [area, layout] of Object.entries(seed.layouts)) {
    it(`${area}: every menu and footer link resolves`, async () => {
      const links = linksOf(layout);
      assert.ok(links.length >= 5, `${area} has a menu and a footer`);
      const broken = [];
      for (const [where, link] of links) {
        const to = target(area, link);
        if (!to) {
          assert.match(link, /^(https:\/\/|#|mailto:|tel:)/, `${area} ${where}: ${link}`);
          continue;
        }
        const res = await get(to.path, { host: hostFor(to.area) });
        if (res.status !== 200) {
          broken.push(`${where}: ${link} → ${res.status}`);
          continue;
        }
        if (!to.anchor) continue;
        const page = await get(`/api/content/page?path=${encodeURIComponent(to.path)}`, { host: hostFor(to.area) });
        if (page.status === 200 && !page.json.data.blocks.some((b) => b.anchor === to.anchor)) {
          broken.push(`${where}: ${link} → no block with anchor ${to.anchor}`);
        }
      }
      assert.deepEqual(broken, [], `${area}: links that lead nowhere`);
    });
  }

  it('the account area wears the main area menu and footer', async () => {
    const id = await get('/api/content/layout', { host: hostFor('id') });
    const main = await get('/api/content/layout', { host: hostFor('main') });
    assert.equal(id.status, 200, id.text);
    assert.deepEqual(id.json.data, main.json.data);
  });
});

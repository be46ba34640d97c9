// @vitest-environment node
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { AREAS, PRODUCT_NAME } from '../src/app/areas';
import { routeDescription } from '../src/routes/descriptions';
import { routes } from '../src/routes/registry';
import { createManifest, precompress } from './platformBuild';

describe('route manifest (decision 0001)', () => {
  test('lists only routes with a page, in the decided shape', () => {
    const manifest = createManifest('abc123', PRODUCT_NAME, AREAS, routes, routeDescription);
    expect(Object.keys(manifest)).toEqual(['version', 'product', 'areas', 'routes']);
    expect(manifest.product).toBe('Территория творчества');
    expect(Object.keys(manifest.areas)).toEqual(['main', 'bravo', 'events', 'oki', 'organizer', 'arenda', 'welcome', 'id', 'admin']);
    expect(manifest.areas['bravo']).toEqual({ name: AREAS.bravo.name, title: AREAS.bravo.title, description: AREAS.bravo.description });
    const withPage = routes.filter((r) => r.page !== undefined).map((r) => r.name);
    expect(manifest.routes.map((r) => r.name).sort()).toEqual([...withPage].sort());
    expect(withPage).toEqual(expect.arrayContaining(['main', 'id-login', 'events-festival-code']));
    expect(manifest.routes.some((r) => r.name === 'afisha')).toBe(true); // its page came with issue 18
    // Pages editors run name the content page they show (decision 0024).
    expect(manifest.routes.find((r) => r.name === 'main-o-nas')?.content).toBe('/o-nas/');
    expect(manifest.routes.find((r) => r.name === 'main-o-nas-tarify')?.content).toBe('/tarify/');
    expect(manifest.routes.find((r) => r.name === 'slug')?.content).toBe('/:slug/');
    expect(manifest.routes[0]).toEqual({ name: 'main', area: 'main', path: '/', title: AREAS.main.title, description: AREAS.main.description });
    // Inner pages' descriptions come from descriptions.ts, out of the entry.
    expect(manifest.routes.find((r) => r.name === 'bravo-zapis')?.description).toMatch(/^Запись ребёнка/);
    expect(manifest.routes.find((r) => r.name === 'admin-orders')?.description).toBe('Администрирование: заказы.');
  });
});

describe('precompression', () => {
  test('writes .gz and .br beside compressible files larger than 1 KB', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const big = 'const сцена = "Территория творчества";\n'.repeat(100);
    await writeFile(join(dir, 'big.js'), big);
    await writeFile(join(dir, 'small.css'), 'a{}');
    await writeFile(join(dir, 'font.woff2'), Buffer.alloc(4096));
    expect(await precompress(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['big.js', 'big.js.br', 'big.js.gz', 'font.woff2', 'small.css']);
    expect(gunzipSync(await readFile(join(dir, 'big.js.gz'))).toString()).toBe(big);
    expect(brotliDecompressSync(await readFile(join(dir, 'big.js.br'))).toString()).toBe(big);
  });
});

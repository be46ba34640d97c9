import { describe, expect, it } from 'vitest';
import { createAssetLinks, type ClientManifest } from './assets';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_api-1.js'], css: ['assets/index-1.css'] },
  '_api-1.js': { file: 'assets/api-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_api-1.js'] },
  'src/brands/main/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_card-1.js', '_api-1.js'], css: ['assets/HomePage-1.css'] },
  'src/brands/main/ContentPage.tsx': { file: 'assets/ContentPage-1.js', imports: ['_card-1.js'] },
};

describe('createAssetLinks', () => {
  const links = createAssetLinks(manifest);

  it("names a page's chunk, the chunks it imports and their styles, not what the entry loads", () => {
    expect(links(['src/brands/main/HomePage.tsx'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/card-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-1.css">',
    );
  });

  it('names a chunk shared by two pages once', () => {
    const html = links(['src/brands/main/HomePage.tsx', 'src/brands/main/ContentPage.tsx']);
    expect(html.match(/card-1\.js/g)).toHaveLength(1);
    expect(html).toContain('/assets/ContentPage-1.js');
  });

  it('names nothing for a module the manifest does not know', () => {
    expect(links(['src/unknown.tsx'])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createAssetLinks, type ClientManifest } from './assets';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['index.html', '_api-1.js'], css: ['assets/main-1.css'] },
  '_api-1.js': { file: 'assets/api-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_api-1.js', 'src/main.tsx'] },
  'src/brands/main/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_card-1.js', '_api-1.js'], css: ['assets/HomePage-1.css'] },
  'src/brands/main/ContentPage.tsx': { file: 'assets/ContentPage-1.js', imports: ['_card-1.js'] },
};

describe('createAssetLinks', () => {
  const links = createAssetLinks(manifest);

  it("links the app's and the page's styles and names the page's scripts for boot, not the app's", () => {
    expect(links(['src/brands/main/HomePage.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/main-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/HomePage-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-1.css">' +
        '<meta name="page-modules" content="/assets/HomePage-1.js /assets/card-1.js">',
    );
  });

  it('names a chunk shared by two pages once', () => {
    const html = links(['src/brands/main/HomePage.tsx', 'src/brands/main/ContentPage.tsx']);
    expect(html.match(/card-1\.js/g)).toHaveLength(1);
    expect(html).toContain('/assets/ContentPage-1.js');
  });

  it("names the app's styles alone for a module the manifest does not know", () => {
    expect(links(['src/unknown.tsx'])).toBe('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
  });
});

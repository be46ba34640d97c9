import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pageModules } from './build/pageModules.ts';
import { platformBuild } from './build/platformBuild.ts';

const reactRouterFile = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
];

// index.html's script (Vite's proxy module of it), the boot script and what it imports: one small
// chunk of their own; in the app's chunk they would make the page load it at once.
const BOOT_MODULES = /\/index\.html|\/src\/(boot|app\/(pageScripts|earlyClicks)|features\/app-update\/chunkReload)\.ts$/;

// The boot chunk's file name, as Vite names the host of a dynamic import.
const BOOT_CHUNK = /(^|\/)index-[\w-]+\.js$/;

// React, React Router and TanStack Query: a chunk of their own, which boot evaluates before the app.
const LIBRARY_MODULES =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\/|\/src\/app\/libraries\.ts$/;

// A CSS module's class: its name and a hash of its file's path under web/, nothing of the file's
// content or line (Vite's default has both). An edit of a stylesheet then leaves the class names in
// the JavaScript as they were: the scripts keep their cache and the entry budget its bytes.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const scopedName = (name: string, file: string) =>
  `_${name}_${createHash('sha256')
    .update(relative(ROOT, file.split('?')[0] ?? file))
    .digest('base64url')
    .slice(0, 5)}`;

// Two builds (`npm run build`): the server renderer (`--ssr`, into dist-ssr/renderer.mjs, decision
// 0034), then the site (dist/), whose manifest the renderer reads.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), platformBuild(), pageModules()],
  // React Router's package exports its development build only (remix-run/react-router#14102): its
  // production build, the same code with the development warnings off, is named here for both
  // builds (the same markup on both sides), `react-router/dom` too (react-admin's router): one copy
  // of the router. The tests keep the warnings.
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  // The renderer carries its libraries (React in its production build): it runs without node_modules.
  ssr: { noExternal: true },
  css: { modules: { generateScopedName: scopedName } },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: { input: 'src/ssr/renderer.ts', output: { entryFileNames: 'renderer.mjs' } },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // Every browser of the es2022 target knows modulepreload: the polyfill would only weigh on boot.
        modulePreload: {
          polyfill: false,
          // Boot's imports (the libraries, then the app) preload nothing: each modulepreload link
          // boot adds costs a phone about 15 ms of the main thread, right after the first paint,
          // and what those links would fetch early is imported at once anyway. Vite's helper also
          // lists the page's links only once, at its first call: not calling it from boot lets it
          // see the page's own scripts, preloaded by boot, when the app imports the page.
          resolveDependencies: (_file, deps, { hostId }) => (BOOT_CHUNK.test(hostId) ? [] : deps),
        },
        rolldownOptions: {
          // index.html names the boot script alone; the app is an entry of its own, which boot
          // imports once the page has loaded (src/boot.ts, decision 0035).
          input: { index: 'index.html', main: 'src/main.tsx' },
          // Every index.ts under src/ only re-exports (a feature's public entry, decision 0023).
          // Marked free of side effects, a re-export nobody uses is skipped: without it the shell's
          // `ContentLink` from `../content` put the blog, and `useLogout` from `../auth` the login
          // form, into the entry chunk (a module reached from the entry goes there whole).
          treeshake: { moduleSideEffects: [{ test: /\/src\/.+\/index\.ts$/, sideEffects: false }] },
          // What the entry loads at once is one chunk, not an entry and four chunks shared with the
          // pages and the admin: gzip compresses it as a whole, 3 KB less (entry budget, docs/testing.md).
          // What the public pages load after the entry is one chunk too (21 KB gzip): the shared UI
          // (dates, plurals, icons, forms) and the parts most pages draw (content blocks, event
          // cards, request forms). Apart, a content page asked for 26 scripts and 12 styles, each a
          // round trip on a phone's HTTP/1.1 connections; now its own script, this one and one style.
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', test: BOOT_MODULES, priority: 4 },
                { name: 'libraries', test: LIBRARY_MODULES, priority: 3 },
                { name: 'app', tags: ['$initial'], priority: 2 },
                {
                  name: 'shared',
                  test: /\/src\/(shared\/|features\/content\/(blocks\/|Content(Blocks|Image)|Markdown)|features\/catalog\/Event(Card|Photo)|features\/requests\/)/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  preview: {
    host: '127.0.0.1',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));

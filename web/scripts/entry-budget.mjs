// The JavaScript budget of the site's entry (issue 13, docs/testing.md): what every public page
// loads before it can run — dist/index.html's module script (the boot script) and its
// modulepreloads, and the app entry boot imports (`src/main.tsx` in the client manifest, with the
// chunks it imports; decision 0035) — summed gzip sizes (zlib level 9, the .gz files the server
// sends; `gzip -9` counts 0.3% less). It checks the last build and builds nothing: without
// web/dist/index.html it says so and passes (`make test` builds the web app before the lint suite).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The goal is 120 KB; React, react-dom, React Router's data router and TanStack Query
// alone take 110 KB of it (docs/testing.md says what the rest is). The limit keeps the entry
// from growing back while it is above the goal: lower it whenever the entry shrinks. It was
// 142 KB for one chunk; the libraries and the app as two chunks, evaluated in two tasks instead
// of one long one (decision 0035), compress 2.3 KB worse; 143 KB until session 19 made the CSS
// modules' class names shorter and stable (vite.config.ts, scopedName).
const GOAL_BYTES = 120_000;
const LIMIT_BYTES = 142_700;

const DIST = new URL('../dist/', import.meta.url);
const MANIFEST = new URL('../dist-ssr/client-manifest.json', import.meta.url);
const APP_ENTRY = 'src/main.tsx';

/** The module script and the modulepreloads of index.html, as paths inside dist/. */
function entryFiles(html) {
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = tag.startsWith('<script') && attribute(tag, 'type') === 'module';
    const isPreload = tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload';
    const file = isModule ? attribute(tag, 'src') : isPreload ? attribute(tag, 'href') : undefined;
    if (file) files.push(file.replace(/^\//, ''));
  }
  return files;
}

/** The app entry's chunk and the chunks it imports statically, as paths inside dist/. */
function appFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_ENTRY);
  return [...files];
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

if (!existsSync(new URL('index.html', DIST))) {
  console.log('entry budget: no web/dist/index.html, nothing to check (npm run build makes it).');
} else {
  // The build writes both; without the manifest the app entry would go uncounted.
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const files = [...new Set([...entryFiles(readFileSync(new URL('index.html', DIST), 'utf8')), ...appFiles(manifest)])];
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).length }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  if (files.length === 0) {
    console.error('entry budget: dist/index.html names no module script');
    process.exitCode = 1;
  } else if (total > LIMIT_BYTES) {
    console.error(`entry budget: the entry is ${kb(total)} gzip, above the limit of ${kb(LIMIT_BYTES)} (goal ${kb(GOAL_BYTES)}):`);
    for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) console.error(`  ${kb(gzip).padStart(9)}  ${file}`);
    console.error('Load what the first render does not draw when it is needed (React.lazy, import()); docs/testing.md.');
    process.exitCode = 1;
  } else {
    console.log(`entry budget: ${kb(total)} gzip in ${files.length} file(s), limit ${kb(LIMIT_BYTES)}, goal ${kb(GOAL_BYTES)}.`);
  }
}

// Fails when features import each other in a cycle (decision 0023): the feature graph must be a
// tree of dependencies, so that a feature can be understood, tested and moved with what it uses.
// An edge X -> Y is any import of '../Y' or '../Y/…' in a file of src/features/X, tests included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FEATURES = new URL('../src/features/', import.meta.url).pathname;
const features = readdirSync(FEATURES).filter((name) => statSync(join(FEATURES, name)).isDirectory());
const IMPORT = /(?:from|import)\s*\(?\s*'\.\.\/([a-z-]+)(?:\/[^']*)?'/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const edges = new Map(features.map((feature) => [feature, new Set()]));
for (const feature of features) {
  for (const file of files(join(FEATURES, feature))) {
    for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (target !== feature && edges.has(target)) edges.get(feature).add(target);
    }
  }
}

const state = new Map(); // feature -> 'open' | 'done'
const cycles = [];
function visit(feature, path) {
  state.set(feature, 'open');
  for (const next of edges.get(feature)) {
    if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(feature, 'done');
}
for (const feature of features) if (!state.has(feature)) visit(feature, [feature]);

if (cycles.length > 0) {
  console.error(`Features import each other in a cycle:\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`${features.length} features, no import cycle.`);

#!/usr/bin/env node
// Writes the requests of a load with a realistic spread of addresses (issue 14) for
// scripts/bench.d/addresses.lua: DRAWS lines "METHOD<tab>PATH<tab>COOKIE<tab>BODY", in the order wrk
// sends them. Per kind, DISTINCT different addresses (catalogue-addresses.mjs) asked with Zipf's law
// (the k-th most asked address asked about 1/k as often as the first), as visitors ask a catalogue:
// popular filters and festivals again and again, a long tail of combinations, pages and words once.
//   node scripts/bench.d/addresses.mjs SERVER_URL OUT KIND[,KIND...] DISTINCT DRAWS [COOKIES EVENT]
// KIND: list, tags, search, searchTag, detail (catalogue-addresses.mjs), or mixed: the 60 s mixed load
// (in 100 requests: 35 lists, 30 festivals, 15 searches, 10 filters, 8 basket reads and 2 basket
// changes by the bench users; COOKIES is their cookie file and EVENT the festival they put in the
// basket).
import { readFileSync, writeFileSync } from 'node:fs';
import { addressKinds, catalogueSample, distinct, getter, seededRandom } from './catalogue-addresses.mjs';

const [base, out, kindsArg, distinctArg, drawsArg, cookieFile, event] = process.argv.slice(2);
if (!drawsArg) {
  console.error('usage: addresses.mjs SERVER_URL OUT KIND[,KIND...] DISTINCT DRAWS [COOKIES EVENT]');
  process.exit(2);
}
const random = seededRandom(20261127);
const { get, close } = getter(base);
const kinds = addressKinds(await catalogueSample(get, 100), random);
close();

/** A draw of one of `items` by Zipf's law (exponent 1). */
function zipf(items) {
  const cumulative = [];
  let sum = 0;
  for (let i = 0; i < items.length; i += 1) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const x = (random(1 << 30) / (1 << 30)) * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}
const get_ = (path) => `GET\t${path}\t\t`;
const catalogue = (kind) => {
  const draw = zipf(distinct(kinds[kind][1], Number(distinctArg)));
  return () => get_(draw());
};

// [weight, draw()] per part of the load.
let parts;
if (kindsArg === 'mixed') {
  if (!event) throw new Error('mixed needs COOKIES and EVENT');
  const cookies = zipf(readFileSync(cookieFile, 'utf8').split('\n').filter(Boolean));
  const cart = `{"events":[{"id":${event},"count":COUNT}]}`;
  parts = [
    [25, catalogue('list')],
    [10, catalogue('tags')],
    [30, catalogue('detail')],
    [10, catalogue('search')],
    [5, catalogue('searchTag')],
    [10, () => get_('/api/event/filters')],
    [8, () => `GET\t/api/cart/\t${cookies()}\t`],
    [2, () => `POST\t/api/cart/\t${cookies()}\t${cart.replace('COUNT', 1 + random(3))}`],
  ];
} else {
  parts = kindsArg.split(',').map((kind) => {
    if (!kinds[kind]) throw new Error(`unknown kind ${kind}`);
    return [1, catalogue(kind)];
  });
}
const total = parts.reduce((s, [w]) => s + w, 0);
const lines = [];
for (let i = 0; i < Number(drawsArg); i += 1) {
  let x = random(total);
  const part = parts.find(([w]) => (x -= w) < 0);
  lines.push(part[1]());
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${lines.length} requests, ${new Set(lines).size} different`);

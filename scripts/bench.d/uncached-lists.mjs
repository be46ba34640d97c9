#!/usr/bin/env node
// The catalogue's first requests (issue 14, decision 0036): one client asks COUNT addresses of each
// kind, each never asked before (the server keeps every answer per address, so only a new one
// measures the lists, the index and the search), and prints a markdown table of the latencies.
//   node scripts/bench.d/uncached-lists.mjs SERVER_URL [COUNT] [LABEL]
// Kinds (catalogue-addresses.mjs): a list with a city and a creative type, a list with two tags (by
// date or by price), the search (GET /api/search) of one or two words, and a list with search text
// and a tag. Every address differs from the others (the combinations run out only on a tiny
// catalogue: then the kind asks fewer and says how many). Targets at 100 000 events: p90 < 20 ms
// and p99 < 50 ms for the tag lists and the search.
import { addressKinds, catalogueSample, distinct, getter, seededRandom } from './catalogue-addresses.mjs';

const [base, countArg = '200', label = ''] = process.argv.slice(2);
if (!base) {
  console.error('usage: uncached-lists.mjs SERVER_URL [COUNT] [LABEL]');
  process.exit(2);
}
const { get, close } = getter(base);
const kinds = addressKinds(await catalogueSample(get), seededRandom());

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
const f = (ms) => `${ms.toFixed(1)} ms`;
const rows = [];
for (const [kind, next] of [kinds.list, kinds.tags, kinds.search, kinds.searchTag]) {
  const times = [];
  let failed = 0;
  for (const path of distinct(next, Number(countArg))) {
    const res = await get(path);
    if (res.status !== 200) failed += 1;
    times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${label}${kind} | ${times.length} | ${f(quantile(times, 0.5))} | ${f(quantile(times, 0.9))} | ${f(quantile(times, 0.99))} | ${f(times[times.length - 1])} | ${failed} |`);
}
close();
console.log('| first requests, one client | asked | p50 | p90 | p99 | max | failed |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);

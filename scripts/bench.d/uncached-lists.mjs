#!/usr/bin/env node
// The catalogue's first requests (issue 14, decision 0036): one client asks COUNT addresses of each
// kind, each never asked before (the server keeps every answer per address, so only a new one
// measures the lists, the index and the search), and prints a markdown table of the latencies.
//   node scripts/bench.d/uncached-lists.mjs SERVER_URL [COUNT] [LABEL]
// Kinds: a list with a city and a creative type, a list with two tags (by date or by price), the
// search (GET /api/search) of one or two words, and a list with search text and a tag. Pages 1-3;
// filter values and words are drawn from the catalogue's own filters and event names, and every
// address differs from the others (the combinations run out only on a tiny catalogue: then the
// kind stops early and says how many it asked). Targets at 100 000 events: p90 < 20 ms and
// p99 < 50 ms for the tag lists and the search.
import http from 'node:http';

const [base, countArg = '200', label = ''] = process.argv.slice(2);
if (!base) {
  console.error('usage: uncached-lists.mjs SERVER_URL [COUNT] [LABEL]');
  process.exit(2);
}
const count = Number(countArg);
const server = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(path) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: server.hostname, port: server.port, path, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.setTimeout(10000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body: '' }));
  });
}

// A fixed pseudo-random sequence, so two runs ask the same addresses in the same order.
let seed = 20261126;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const pick = (list) => list[random(list.length)];

const filters = JSON.parse((await get('/api/event/filters')).body).data.filters;
const values = (code) => (filters.find((f) => f.code === code)?.Values ?? []).filter((v) => v.type === 'value').map((v) => v.code);
const cities = values('city');
const creativeTypes = values('creative_type');
const tags = values('tags');

// Words of event names (four letters or more), for the searches.
const names = [];
for (let page = 1; page <= 5; page += 1) {
  const list = JSON.parse((await get(`/api/event/list?per_page=50&page=${page}`)).body);
  for (const item of list.data?.items ?? []) names.push(item.name);
}
const words = [...new Set(names.join(' ').toLowerCase().match(/[а-яё]{4,}/g) ?? [])];

const kinds = [
  ['list, city + creative type', () => `/api/event/list?city=${pick(cities)}&creative_type=${pick(creativeTypes)}&page=${1 + random(3)}`],
  ['list, two tags', () => {
    const a = pick(tags);
    const b = pick(tags.filter((t) => t !== a));
    return `/api/event/list?tags=${a}&tags=${b}&page=${1 + random(3)}${random(2) ? '&sort=price' : ''}`;
  }],
  ['search, one or two words', () => {
    const text = random(2) ? pick(words) : `${pick(words)} ${pick(words)}`;
    return `/api/search?text=${encodeURIComponent(text)}&page=${1 + random(3)}`;
  }],
  ['list, search text + a tag', () => `/api/event/list?search=${encodeURIComponent(pick(words))}&tags=${pick(tags)}&page=${1 + random(2)}`],
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
const rows = [];
for (const [kind, next] of kinds) {
  const asked = new Set();
  const times = [];
  let failed = 0;
  for (let tries = 0; times.length < count && tries < count * 20; tries += 1) {
    const path = next();
    if (asked.has(path)) continue;
    asked.add(path);
    const res = await get(path);
    if (res.status !== 200) failed += 1;
    times.push(res.ms);
  }
  times.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  rows.push(`| ${label}${kind} | ${times.length} | ${f(quantile(times, 0.5))} | ${f(quantile(times, 0.9))} | ${f(quantile(times, 0.99))} | ${f(times[times.length - 1])} | ${failed} |`);
}
agent.destroy();
console.log('| first requests, one client | asked | p50 | p90 | p99 | max | failed |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);

// Addresses of the catalogue a visitor asks, drawn from the catalogue's own filters, event names and
// codes (issue 14): shared by uncached-lists.mjs (each address once) and addresses.mjs (a spread of
// them under load). The draws are a fixed pseudo-random sequence, so two runs ask the same addresses.
import http from 'node:http';

/** One keep-alive GET; never rejects: a failure is status 0. */
export function getter(base) {
  const server = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
      const req = http.get({ host: server.hostname, port: server.port, path, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, ms: ms(), body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.setTimeout(10000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, ms: ms(), body: '' }));
    });
  return { get, close: () => agent.destroy() };
}

/** random(n): 0..n-1, the same sequence for the same seed (mulberry32: an LCG's low bits repeat). */
export function seededRandom(seed = 20261126) {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** What the addresses are made of: filter values, words of event names, festival codes. */
export async function catalogueSample(get, pages = 5) {
  const filters = JSON.parse((await get('/api/event/filters')).body).data.filters;
  const values = (code) =>
    (filters.find((f) => f.code === code)?.Values ?? []).filter((v) => v.type === 'value').map((v) => v.code);
  const names = [];
  const codes = [];
  for (let page = 1; page <= pages; page += 1) {
    const list = JSON.parse((await get(`/api/event/list?per_page=50&page=${page}`)).body);
    for (const item of list.data?.items ?? []) {
      names.push(item.name);
      codes.push(item.code);
    }
  }
  return {
    cities: values('city'),
    creativeTypes: values('creative_type'),
    tags: values('tags'),
    // Words of event names (four letters or more), for the searches.
    words: [...new Set(names.join(' ').toLowerCase().match(/[а-яё]{4,}/g) ?? [])],
    codes,
  };
}

/** [name, next()] per kind of address; next() draws one address of that kind. */
export function addressKinds(sample, random) {
  const pick = (list) => list[random(list.length)];
  const { cities, creativeTypes, tags, words, codes } = sample;
  return {
    list: ['list, city + creative type', () => `/api/event/list?city=${pick(cities)}&creative_type=${pick(creativeTypes)}&page=${1 + random(3)}`],
    tags: [
      'list, two tags',
      () => {
        const a = pick(tags);
        const b = pick(tags.filter((t) => t !== a));
        return `/api/event/list?tags=${a}&tags=${b}&page=${1 + random(3)}${random(2) ? '&sort=price' : ''}`;
      },
    ],
    search: [
      'search, one or two words',
      () => {
        const text = random(2) ? pick(words) : `${pick(words)} ${pick(words)}`;
        return `/api/search?text=${encodeURIComponent(text)}&page=${1 + random(3)}`;
      },
    ],
    searchTag: ['list, search text + a tag', () => `/api/event/list?search=${encodeURIComponent(pick(words))}&tags=${pick(tags)}&page=${1 + random(2)}`],
    detail: ['festival', () => `/api/event/${pick(codes)}`],
  };
}

/** Up to `count` different addresses drawn by `next` (fewer when the combinations run out). */
export function distinct(next, count) {
  const found = new Set();
  for (let tries = 0; found.size < count && tries < count * 20; tries += 1) found.add(next());
  return [...found];
}

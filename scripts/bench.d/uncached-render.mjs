#!/usr/bin/env node
// Pages drawn on the server and not kept yet (issue 13, decision 0034): keeps CONNECTIONS requests
// in flight for SECONDS, each for a page address never asked before (a new query string is a new
// key of the kept markup, so every one is rendered), and prints a markdown table of the latencies.
// Target: p99 < 30 ms at 16 connections.
//   node scripts/bench.d/uncached-render.mjs SERVER_URL [SECONDS] [CONNECTIONS] [RENDER_SOCKET]
// Rows: the server at CONNECTIONS, the server at 1 connection (one render at a time, no queue), and,
// with RENDER_SOCKET (the renderer's Unix socket), the renderer alone asked POST /render one at a
// time, so the table shows what of a render is spent in Node and what in the server.
// Pages: a content page (/o-nas/) and festival pages of the events area, alternating.
import http from 'node:http';

const [base, secondsArg = '10', connectionsArg = '16', socketPath] = process.argv.slice(2);
if (!base) {
  console.error('usage: uncached-render.mjs SERVER_URL [SECONDS] [CONNECTIONS] [RENDER_SOCKET]');
  process.exit(2);
}
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
const server = new URL(base);
// Unique per run of this script as well, so a second run renders again.
const run = Date.now().toString(36);
let serial = 0;

/** One request; resolves { status, ms, body } (ms from sending to the last byte). */
function ask(options, payload) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ agent: false, ...options }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.setTimeout(10000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body: '' }));
    req.end(payload);
  });
}

async function festivalCodes() {
  const res = await ask({ host: server.hostname, port: server.port, path: '/api/event/list?per_page=50' });
  try {
    const codes = JSON.parse(res.body).data.items.map((e) => e.code).filter(Boolean);
    if (codes.length > 0) return codes;
  } catch {
    // below
  }
  return ['zvezdnyy-put-moskva'];
}

function nextPath(codes) {
  serial += 1;
  const r = `${run}-${serial}`;
  return serial % 2 === 0
    ? `/o-nas/?r=${r}`
    : `/festival/${codes[serial % codes.length]}/?domain=events&r=${r}`;
}

// A page came with markup when its root element is not empty.
const drawn = (html) => html.includes('<div id="root"><');
const drawnJson = (text) => {
  try {
    const answer = JSON.parse(text);
    return answer.status === 200 && answer.body.length > 0;
  } catch {
    return false;
  }
};

/** Keeps `width` requests made by `once` in flight for `ms`, or until `limit` are done. */
async function load(width, ms, limit, once) {
  const results = [];
  const until = Date.now() + ms;
  const worker = async () => {
    while (Date.now() < until && results.length < limit) results.push(await once());
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

function throughServer(codes) {
  return async () => {
    const res = await ask({ host: server.hostname, port: server.port, path: nextPath(codes) });
    return { ms: res.ms, ok: res.status === 200, drawn: res.status === 200 && drawn(res.body) };
  };
}

function throughSocket(codes) {
  return async () => {
    // The URL the server would send for the same page: the visitor's Host, the path as asked.
    const url = `http://localhost:${server.port}${nextPath(codes)}`;
    const res = await ask(
      { socketPath, method: 'POST', path: '/render', headers: { 'content-type': 'application/json' } },
      JSON.stringify({ url }),
    );
    return { ms: res.ms, ok: res.status === 200, drawn: res.status === 200 && drawnJson(res.body) };
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const fmt = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : 'n/a');

function row(label, results, elapsedMs) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => !r.ok).length;
  const bare = results.filter((r) => r.ok && !r.drawn).length;
  const rate = (results.length / (elapsedMs / 1000)).toFixed(0);
  return (
    `| ${label} | ${results.length} | ${rate} | ${fmt(percentile(ms, 50))} | ${fmt(percentile(ms, 90))} | ` +
    `${fmt(percentile(ms, 99))} | ${fmt(ms[ms.length - 1])} | ${failed} | ${bare} |`
  );
}

async function measure(label, width, ms, limit, once) {
  const started = Date.now();
  const results = await load(width, ms, limit, once);
  return row(label, results, Date.now() - started);
}

const codes = await festivalCodes();
// A few renders first: Node compiles the page modules on their first use.
await load(1, 5000, 6, throughServer(codes));

const rows = [];
rows.push(await measure(`server, ${connections} connections`, connections, seconds * 1000, Infinity, throughServer(codes)));
rows.push(await measure('server, 1 connection', 1, (seconds * 1000) / 2, Infinity, throughServer(codes)));
if (socketPath) {
  rows.push(await measure('renderer alone (POST /render on its socket), 1 at a time', 1, (seconds * 1000) / 2, Infinity, throughSocket(codes)));
}
console.log('| uncached server render | pages | pages/s | p50 | p90 | p99 | max | failed | without markup |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const line of rows) console.log(line);

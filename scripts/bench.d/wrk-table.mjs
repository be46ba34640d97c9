#!/usr/bin/env node
// Turns the wrk runs of scripts/bench into the markdown table of var/bench/latest.md.
//   node scripts/bench.d/wrk-table.mjs RUNS.tsv
// RUNS.tsv lines: target <TAB> side (server|nginx) <TAB> round <TAB> wrk output file
// Per target and side: requests/s and latency percentiles are the mean of the rounds; the ratio is
// server/nginx of those means, and each round's own ratio is listed to show the noise.
import { readFileSync } from 'node:fs';

function toMs(value, unit) {
  const v = Number(value);
  return { us: v / 1000, ms: v, s: v * 1000, m: v * 60000 }[unit];
}

/** Requests/s, p50, p99 (ms) and failed answers from one wrk --latency output. */
export function parseWrk(text) {
  const rps = Number(/^Requests\/sec:\s+([\d.]+)/m.exec(text)?.[1]);
  const pct = (p) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { rps, p50: pct(50), p99: pct(99), bad: non2xx + errors };
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmtRps = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US').replace(/,/g, ' ') : 'n/a');
const fmtMs = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : 'n/a');
const fmtRatio = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');

const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
const targets = new Map();
for (const line of lines) {
  const [target, side, round, file] = line.split('\t');
  if (!targets.has(target)) targets.set(target, { server: [], nginx: [] });
  const run = parseWrk(readFileSync(file, 'utf8'));
  run.round = Number(round);
  targets.get(target)[side].push(run);
}

const out = [
  '| target | server req/s | nginx req/s | server/nginx | per round | server p50 | server p99 | nginx p50 | nginx p99 | failed answers |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];
for (const [target, { server, nginx }] of targets) {
  const s = mean(server.map((r) => r.rps));
  const n = mean(nginx.map((r) => r.rps));
  const rounds = [...new Set(server.map((r) => r.round))].sort();
  const perRound = rounds
    .map((k) => {
      const a = server.find((r) => r.round === k);
      const b = nginx.find((r) => r.round === k);
      return a && b ? fmtRatio(a.rps / b.rps) : 'n/a';
    })
    .join(' / ');
  const bad = [...server, ...nginx].reduce((a, r) => a + r.bad, 0);
  out.push(
    `| ${target} | ${fmtRps(s)} | ${fmtRps(n)} | ${fmtRatio(s / n)} | ${perRound} | ` +
      `${fmtMs(mean(server.map((r) => r.p50)))} | ${fmtMs(mean(server.map((r) => r.p99)))} | ` +
      `${fmtMs(mean(nginx.map((r) => r.p50)))} | ${fmtMs(mean(nginx.map((r) => r.p99)))} | ${bad} |`,
  );
}
console.log(out.join('\n'));

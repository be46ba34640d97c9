#!/usr/bin/env node
// Saves the body of one GET exactly as the server sends it (no decompression) and prints
// "STATUS CONTENT-TYPE". Used by scripts/bench to give nginx the same bytes as the server.
//   node scripts/bench.d/save-answer.mjs URL FILE ['Header: value' ...]
import http from 'node:http';
import { writeFileSync } from 'node:fs';

const [url, file, ...extra] = process.argv.slice(2);
const headers = Object.fromEntries(
  extra.map((h) => [h.slice(0, h.indexOf(':')).trim(), h.slice(h.indexOf(':') + 1).trim()]),
);
const req = http.get(url, { headers, agent: false }, (res) => {
  const chunks = [];
  res.on('data', (c) => chunks.push(c));
  res.on('end', () => {
    writeFileSync(file, Buffer.concat(chunks));
    console.log(`${res.statusCode} ${res.headers['content-type'] ?? 'application/octet-stream'}`);
  });
});
req.setTimeout(10000, () => req.destroy(new Error('timeout')));
req.on('error', (e) => {
  console.error(`save-answer: ${url}: ${e.message}`);
  process.exit(1);
});

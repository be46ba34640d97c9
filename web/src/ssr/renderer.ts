/**
 * The page renderer (decision 0034): a small HTTP server on a Unix socket that the platform server
 * starts and asks `POST /render {"url"}`; it answers `{"status", "head", "body", "area"}` (./render.tsx).
 * Environment: PLATFORM_RENDER_SOCKET (where to listen), PLATFORM_API_URL (the platform server,
 * asked for the pages' data), PLATFORM_BASE_DOMAIN.
 */
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAssetLinks, type ClientManifest } from './assets';
import { renderPage, type RenderResult } from './render';
import { createServerFetch } from './serverFetch';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const socketPath = required('PLATFORM_RENDER_SOCKET');
const apiUrl = required('PLATFORM_API_URL');
const baseDomain = process.env['PLATFORM_BASE_DOMAIN'] || 'localhost';
/** The request body is one URL: anything longer is not a page address. */
const MAX_REQUEST_BYTES = 16 * 1024;

// The client build's manifest is written beside this file (build/platformBuild.ts).
const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, 'client-manifest.json'), 'utf8')) as ClientManifest;
const assetLinks = createAssetLinks(manifest);

let visitorHost = 'localhost';
globalThis.fetch = createServerFetch(apiUrl, () => visitorHost);

/** Renders run one after another: the app's query cache is one per process. */
let queue: Promise<unknown> = Promise.resolve();
function renderInTurn(url: URL): Promise<RenderResult> {
  const next = queue.then(() => {
    visitorHost = url.host;
    return renderPage(url.href, baseDomain, assetLinks);
  });
  queue = next.catch(() => undefined);
  return next;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function readUrl(request: IncomingMessage): Promise<URL | null> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > MAX_REQUEST_BYTES) return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : undefined;
    if (typeof url !== 'string') return null;
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') {
    send(response, 200, { status: 'ok' });
    return;
  }
  if (request.method !== 'POST' || request.url !== '/render') {
    send(response, 404, { message: 'not found' });
    return;
  }
  void readUrl(request).then(async (url) => {
    if (!url) {
      send(response, 400, { message: 'the body must be {"url": "<absolute http(s) URL>"}' });
      return;
    }
    try {
      send(response, 200, await renderInTurn(url));
    } catch (failure) {
      console.error(`renderer: ${url.href} failed:`, failure);
      send(response, 200, { status: 500, head: '', body: '' });
    }
  });
});

// The platform server stops this process when it stops; if it dies instead, this one goes too
// (its parent changes), rather than hold the socket for nobody.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000).unref();

rmSync(socketPath, { force: true });
server.listen(socketPath, () => console.log(`renderer: listening on ${socketPath}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerFetch } from './serverFetch';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server that answers the first request of each connection and drops the connection on the next one. */
async function dropsKeptConnections(): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  const served = new WeakSet<object>();
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url} ${request.headers.host}`);
    if (served.has(request.socket)) {
      request.socket.destroy(); // closed just as the client reused it
      return;
    }
    served.add(request.socket);
    response.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=30' });
    response.end(JSON.stringify({ data: asked.length }));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server?.address() as AddressInfo).port}`, asked };
}

describe('createServerFetch', () => {
  it("asks a read again on a fresh connection when the kept one was closed under it, with the visitor's host", async () => {
    const { url, asked } = await dropsKeptConnections();
    const serverFetch = createServerFetch(url, () => 'bravo.example.ru');
    expect((await serverFetch('/api/content/layout')).status).toBe(200);
    const again = await serverFetch('/api/content/layout');
    expect(again.status).toBe(200);
    expect(asked).toEqual([
      'GET /api/content/layout bravo.example.ru',
      'GET /api/content/layout bravo.example.ru',
      'GET /api/content/layout bravo.example.ru',
    ]);
  });

  it('asks nothing but the platform: another origin is refused', async () => {
    const { url } = await dropsKeptConnections();
    await expect(createServerFetch(url, () => 'localhost')('https://example.com/api/x')).rejects.toThrow(/only the platform's API/);
  });
});

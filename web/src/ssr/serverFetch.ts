import { Agent, request } from 'node:http';

/**
 * `fetch` for the app's API client while it renders on the server (decision 0034): the app asks
 * `/api/...` as in the browser; this sends it to the platform server at `apiUrl` with the
 * visitor's host name, so the server answers for the same area. No cookie is ever sent: a
 * rendered page is the page any visitor sees.
 */
export function createServerFetch(apiUrl: string, visitorHost: () => string): typeof fetch {
  const base = new URL(apiUrl);
  // Node's agent drops an idle socket before the server's announced Keep-Alive timeout only
  // when it has a timeout of its own to shorten: without one it keeps reusing sockets the server
  // has closed ("socket hang up").
  const agent = new Agent({ keepAlive: true, maxSockets: 8, timeout: 60_000 });
  return (input, init) => {
    const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, base);
    if (target.origin !== base.origin) {
      return Promise.reject(new Error(`server rendering asks only the platform's API, not ${target.origin}`));
    }
    const method = init?.method ?? 'GET';
    const send = (retried: boolean): Promise<Response> =>
      new Promise<Response>((resolve, reject) => {
        const call = request(
          target,
          { method, agent, headers: { accept: 'application/json', host: visitorHost() }, signal: init?.signal ?? undefined },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(answer.headers)) {
                if (typeof value === 'string') headers.set(name, value);
              }
              resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 502, headers }));
            });
            answer.on('error', reject);
          },
        );
        call.on('error', (error: NodeJS.ErrnoException) => {
          // A kept socket the server closed just as it was reused: a read is safely asked again once.
          if (!retried && method === 'GET' && call.reusedSocket && error.code === 'ECONNRESET') resolve(send(true));
          else reject(error);
        });
        call.end();
      });
    return send(false);
  };
}

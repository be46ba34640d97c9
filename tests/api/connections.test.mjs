// HTTP/1.1 connection handling on raw sockets: keep-alive, pipelining, Connection: close, slow
// clients cut off after the header timeout (the server runs with --header-timeout HEADER_TIMEOUT),
// and garbage on the wire answered without taking the server down.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HEADER_TIMEOUT, RawConnection, assertStillServing, get, hostFor } from './lib/http.mjs';

const HOST = hostFor('main');
const healthRequest = (extra = '') => `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n${extra}\r\n`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('keep-alive', () => {
  it('two requests one after the other are answered on the same connection', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(healthRequest());
      const first = await c.readResponse();
      assert.equal(first?.status, 200, 'first answer');
      assert.ok(!/close/i.test(first.headers.connection ?? ''), 'the server does not announce a close');
      c.write(healthRequest());
      const second = await c.readResponse();
      assert.equal(second?.status, 200, 'second answer on the same socket');
      assert.equal(JSON.parse(second.body.toString()).data.db, 'ok');
    } finally {
      c.close();
    }
  });

  it('a page, a script and an API call can share one connection', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
      const page = await c.readResponse();
      assert.equal(page?.status, 200);
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
      assert.ok(script, 'the page refers to a script');
      c.write(`GET ${script} HTTP/1.1\r\nHost: ${HOST}\r\nAccept-Encoding: br\r\n\r\n`);
      assert.equal((await c.readResponse())?.status, 200, 'the script on the same connection');
      c.write(healthRequest());
      assert.equal((await c.readResponse())?.status, 200, 'the API call on the same connection');
    } finally {
      c.close();
    }
  });

  it('an error answer (404) keeps the connection open for the next request', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(`GET /api/no-such-endpoint HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
      assert.equal((await c.readResponse())?.status, 404);
      c.write(healthRequest());
      assert.equal((await c.readResponse())?.status, 200, 'next request on the same connection');
    } finally {
      c.close();
    }
  });

  it('two requests sent back to back (pipelined) are both answered, in order', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(healthRequest() + `GET /api/no-such-endpoint HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
      assert.equal((await c.readResponse())?.status, 200, 'first answer: health');
      assert.equal((await c.readResponse())?.status, 404, 'second answer: the unknown path');
    } finally {
      c.close();
    }
  });

  it('"Connection: close" gets one answer and then the server closes the connection', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(healthRequest('Connection: close\r\n'));
      assert.equal((await c.readResponse())?.status, 200);
      assert.ok(await c.waitClosed(3000), 'the server closed the connection');
    } finally {
      c.close();
    }
  });

  it('a kept-alive answer announces how long the idle connection stays open (Keep-Alive: timeout)', async () => {
    // Clients that keep idle sockets longer than the server (Node's fetch: 4 s) would otherwise
    // send their next request into a connection the server is closing.
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(healthRequest());
      const res = await c.readResponse();
      assert.equal(res?.status, 200);
      assert.equal(res.headers['keep-alive'], `timeout=${HEADER_TIMEOUT}`);
    } finally {
      c.close();
    }
  });
});

describe('slow clients', () => {
  const limitMs = HEADER_TIMEOUT * 1000;

  it(`a client that sends only part of the header is disconnected after about ${HEADER_TIMEOUT} s`, async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      const start = Date.now();
      c.write(`GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nUser-Agent: slow`);
      const closed = await c.waitClosed(limitMs + 5000);
      const elapsed = Date.now() - start;
      assert.ok(closed, `still connected ${elapsed} ms later; expected a cut after ${limitMs} ms`);
      assert.ok(elapsed >= limitMs - 500, `cut after ${elapsed} ms, before the ${limitMs} ms timeout`);
    } finally {
      c.close();
    }
  });

  it('a client that trickles the header a byte at a time is disconnected too', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      const start = Date.now();
      const header = `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: ${'a'.repeat(200)}`;
      let i = 0;
      while (!c.closed && Date.now() - start < limitMs + 5000 && i < header.length) {
        c.write(header[i++]);
        await sleep(250);
      }
      const elapsed = Date.now() - start;
      assert.ok(c.closed, `still connected after ${elapsed} ms of trickling; expected a cut after ${limitMs} ms`);
    } finally {
      c.close();
    }
  });

  it('while slow clients hold connections, other visitors are served at once', async () => {
    const slow = [];
    try {
      for (let i = 0; i < 20; i++) {
        const c = new RawConnection();
        await c.connected;
        c.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n`);
        slow.push(c);
      }
      const start = Date.now();
      const res = await get('/api/health', { timeout: 5000 });
      assert.equal(res.status, 200);
      assert.ok(Date.now() - start < 1000, `answered in ${Date.now() - start} ms`);
    } finally {
      slow.forEach((c) => c.close());
    }
  });
});

describe('garbage on the wire', () => {
  const garbage = {
    'a request line that is not HTTP': 'HELLO THERE\r\n\r\n',
    'binary noise': Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256)),
    'a header line without a colon': `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nno colon here\r\n\r\n`,
    'an invalid Content-Length': `POST /api/client-errors HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: abc\r\n\r\n`,
    'two different Content-Lengths': `POST /api/client-errors HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n{"a":1}`,
    'a header of 200 KB': `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${'b'.repeat(200000)}\r\n\r\n`,
  };
  for (const [what, data] of Object.entries(garbage)) {
    it(`${what} gets a 4xx answer or a closed connection, and the server keeps running`, async () => {
      const c = new RawConnection();
      try {
        await c.connected;
        c.write(data);
        let res = null;
        try {
          res = await c.readResponse(HEADER_TIMEOUT * 1000 + 5000);
        } catch (e) {
          if (!/not an HTTP response/.test(e.message)) throw e;
          assert.fail(`the server answered garbage with something that is not HTTP: ${e.message}`);
        }
        if (res) assert.ok(res.status >= 400 && res.status < 500, `4xx for ${what}, got ${res.status}`);
      } finally {
        c.close();
      }
      await assertStillServing();
    });
  }
});

describe('bodies that arrive in pieces', () => {
  // Boost.Beast 1.81 asserted on this valid body when its last bytes came in separate reads, and
  // the sanitizer build died (boostorg/beast#2861; found by the http_head fuzz target).
  it('an empty chunked body sent a byte at a time is answered, and the server keeps serving', async () => {
    const c = new RawConnection();
    try {
      await c.connected;
      c.write(`POST /api/client-errors HTTP/1.1\r\nHost: ${hostFor('main')}\r\nOrigin: http://${hostFor('main')}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
      for (const byte of '0\r\n\r\n') {
        await new Promise((r) => setTimeout(r, 50));
        c.write(byte);
      }
      const res = await c.readResponse();
      assert.ok(res && res.status >= 400 && res.status < 500, `a 4xx for the empty body (got ${res?.status})`);
    } finally {
      c.close();
    }
    await assertStillServing();
  });
});

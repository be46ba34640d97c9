// What one client, or a lack of descriptors, can do to the server's accept loop (issue 31): one
// address holds at most MAX_CONNECTIONS_PER_ADDRESS open connections (the next are closed at once;
// trusted proxies are not counted); out of descriptors, the loop pauses instead of spinning, logs
// once a second at most, and closes connections that wait for a request so that clients get in.
// Each case starts a copy of the server on the suite's database (SERVER_BIN, DATABASE_URL).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { DATABASE_URL, SERVER_BIN, startCopy } from './lib/copies.mjs';

const copies = [];
const sockets = [];
after(async () => {
  for (const s of sockets) s.destroy();
  for (const copy of copies) await copy.stop();
});

/** A connection from a loopback address of our choosing (127.0.0.0/8 is all ours on Linux). */
function connectFrom(url, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(url).port), localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
    sockets.push(socket);
  });
}

/** Whether the server closes the socket within `ms` without our sending anything. */
function closedWithin(socket, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const closed = () => {
      clearTimeout(timer);
      resolve(true);
    };
    socket.once('end', closed);
    socket.once('close', closed);
    socket.once('error', closed);
  });
}

/** GET path over a fresh connection from localAddress: the status code, or 0 when cut off. */
function statusFrom(url, localAddress, path = '/api/health') {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(url).port), localAddress });
    let text = '';
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk) => { text += chunk; });
    socket.on('close', () => resolve(Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
    socket.on('error', () => {});
  });
}

describe('connection limits', { skip: !SERVER_BIN || !DATABASE_URL }, () => {
  it('one address holds at most its limit of open connections; other addresses are served', async () => {
    // Idle connections live 30 s here (the suite's server cuts them after HEADER_TIMEOUT).
    const copy = await startCopy({ args: ['--header-timeout', '30'], env: { MAX_CONNECTIONS_PER_ADDRESS: '4' } });
    copies.push(copy);
    // Five connections: the io threads accept them in parallel, so which one is over the limit
    // is the one counted last, not always the fifth opened.
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await connectFrom(copy.url, '127.0.0.2'));
    const closed = await Promise.all(five.map((s) => closedWithin(s, 2000)));
    assert.equal(closed.filter(Boolean).length, 1, `one is closed at once: ${closed}`);
    const held = five.filter((_, i) => !closed[i]);
    assert.equal(await statusFrom(copy.url, '127.0.0.3'), 200, 'another address is served');
    assert.equal(await statusFrom(copy.url, '127.0.0.1'), 200, 'the trusted proxy is not limited');
    for (const s of held) s.destroy();
    // A place is freed once the server has seen its connection close: ask until it has.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await statusFrom(copy.url, '127.0.0.2');
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, 200, 'closed ones free their places');
  });

  it('out of descriptors, the loop pauses and logs once a second, and sheds idle connections', async () => {
    const copy = await startCopy({ wrap: ['prlimit', '--nofile=200:200', '--'], keepLog: true });
    copies.push(copy);
    const started = Date.now();
    // More idle connections than the copy has descriptors, from four addresses under their limit.
    const opened = [];
    for (let i = 0; i < 260; i++) {
      opened.push(connectFrom(copy.url, `127.0.0.${10 + (i % 4)}`).catch(() => null));
    }
    await Promise.all(opened);
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = await statusFrom(copy.url, '127.0.0.20');
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal(status, 200, 'a client gets in: the idle connections were shed');
    const seconds = (Date.now() - started) / 1000;
    const lines = copy.log().split('\n').filter((l) => l.includes('accept failed'));
    assert.ok(lines.length >= 1, 'the lack of descriptors is logged');
    assert.ok(lines.length <= Math.ceil(seconds) + 2, `${lines.length} lines in ${seconds} s: at most one a second`);
    assert.match(lines[0], /Too many open files/);
  });
});

// Request size limits: 1 MiB for JSON bodies, 25 MiB for multipart uploads, answered 413 with the
// JSON error envelope (the limit applies before routing, so any POST path).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertStillServing, postJson, request } from './lib/http.mjs';

const MiB = 1024 * 1024;

/** A JSON body of exactly `size` bytes: {"message":"aaaa..."}. */
function jsonOfSize(size) {
  const prefix = '{"message":"';
  const suffix = '"}';
  return Buffer.from(prefix + 'a'.repeat(size - prefix.length - suffix.length) + suffix, 'utf8');
}

/** A multipart/form-data body with one file part, `size` bytes in total. */
function multipartOfSize(size) {
  const boundary = '----platform-test-boundary-7d93';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fill = Buffer.alloc(size - head.length - tail.length, 0x61);
  return {
    body: Buffer.concat([head, fill, tail]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('JSON body size limit (1 MiB)', () => {
  it('a JSON body over 1 MiB is refused with 413 and the error envelope', async () => {
    const res = await postJson('/api/client-errors', jsonOfSize(MiB + 1));
    assertErrorEnvelope(res, 413, 'JSON of 1 MiB + 1 byte');
  });

  it('a JSON body over 1 MiB sent in chunks, without Content-Length, is refused with 413 too', async () => {
    const res = await postJson('/api/client-errors', jsonOfSize(2 * MiB), {
      headers: { 'Transfer-Encoding': 'chunked' },
    });
    assertErrorEnvelope(res, 413, 'chunked JSON of 2 MiB');
  });

  it('the limit applies to unknown POST paths as well', async () => {
    const res = await postJson('/api/no-such-endpoint', jsonOfSize(MiB + 1));
    assertErrorEnvelope(res, 413, 'JSON of 1 MiB + 1 byte to an unknown path');
  });

  it('a JSON body just under 1 MiB is read and validated, not refused as too large', async () => {
    const res = await postJson('/api/client-errors', jsonOfSize(MiB - 16));
    assert.notEqual(res.status, 413, 'a body under the limit is not 413');
    assertErrorEnvelope(res, 422, 'JSON just under 1 MiB with a too long message');
  });

  it('the server keeps serving after refusing big bodies', async () => {
    await postJson('/api/client-errors', jsonOfSize(3 * MiB)).catch(() => {});
    await assertStillServing();
  });
});

describe('multipart upload size limit (25 MiB)', () => {
  it('a multipart upload over 25 MiB is refused with 413 and the error envelope', async () => {
    const { body, type } = multipartOfSize(25 * MiB + 1024);
    const res = await request('POST', '/api/client-errors', {
      body,
      headers: { 'Content-Type': type },
      timeout: 60000,
    });
    assertErrorEnvelope(res, 413, 'multipart of 25 MiB + 1 KiB');
  });

  it('a multipart upload over 1 MiB but under 25 MiB is not refused as too large', async () => {
    const { body, type } = multipartOfSize(3 * MiB);
    const res = await request('POST', '/api/client-errors', {
      body,
      headers: { 'Content-Type': type },
      timeout: 60000,
    });
    assert.notEqual(res.status, 413, `a 3 MiB upload is within the 25 MiB limit (got ${res.status})`);
    assert.ok(res.status < 500, `no server error (got ${res.status}: ${res.text.slice(0, 200)})`);
  });

  it('the server keeps serving after a refused upload', async () => {
    await assertStillServing();
  });
});

// A local S3-compatible object storage for the test suites (issue 32): s3rver keeps the objects
// in a folder, and this front checks every request's AWS Signature V4 as Yandex Object Storage
// or any real S3 does (s3rver itself does not), so a request the server signs wrongly fails here
// as it would in production.
//
//   node scripts/lib/test-s3.mjs PORT DIR [BUCKET]
//
// Access key "platform-test", secret "platform-test-secret", region "ru-central1". For the tests
// of failures, POST /__faults {"status": 503, "count": N} (unsigned) makes the next N requests
// answer that status.
import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';

// s3rver is one of the web app's development packages (scripts/bootstrap installs them).
const S3rver = createRequire(new URL('../../web/package.json', import.meta.url))('s3rver');

export const ACCESS_KEY = 'platform-test';
export const SECRET_KEY = 'platform-test-secret';
export const REGION = 'ru-central1';

const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => crypto.createHmac('sha256', key).update(data).digest();
// RFC 3986: what Signature V4 leaves unencoded.
const encode = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's signature is wrong, or null when it is right. */
export function signatureProblem(req, body) {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'AccessDenied: no Signature V4 authorization';
  const [, key, day, region, signedHeaders, signature] = m;
  if (key !== ACCESS_KEY) return 'InvalidAccessKeyId';
  if (region !== REGION) return `AuthorizationHeaderMalformed: region ${region}`;
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (!payloadHash) return 'InvalidRequest: no x-amz-content-sha256';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const amzDate = req.headers['x-amz-date'] ?? '';
  if (!amzDate.startsWith(day)) return 'AccessDenied: x-amz-date is not the credential\'s day';
  const signed = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) return `AccessDenied: ${required} is not signed`;
  }
  const url = new URL(req.url, 'http://storage');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, toSign).toString('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

function refuse(res, status, code) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code.split(':')[0]}</Code><Message>${code}</Message></Error>`);
}

/** Starts the store; resolves to {url, close}. */
export async function startTestS3({ port = 0, dir, bucket = 'platform' }) {
  const store = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const inner = await store.run();
  const innerPort = inner.port;
  let faults = { status: 0, count: 0 };
  const front = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === '/__faults' && req.method === 'POST') {
        faults = JSON.parse(body.toString() || '{}');
        res.end('ok');
        return;
      }
      if (faults.count > 0) {
        faults.count -= 1;
        refuse(res, faults.status, 'InternalError: a fault the test asked for');
        return;
      }
      const problem = signatureProblem(req, body);
      if (problem) {
        console.error(`refused ${req.method} ${req.url}: ${problem}`);
        refuse(res, 403, problem);
        return;
      }
      // s3rver knows one account of its own and does not check V4 signatures: the request,
      // checked here, goes on under its key.
      const headers = { ...req.headers, 'content-length': String(body.length),
        authorization: req.headers.authorization.replace(`Credential=${ACCESS_KEY}/`, 'Credential=S3RVER/') };
      delete headers['transfer-encoding'];
      const ahead = http.request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      ahead.on('error', (e) => refuse(res, 502, `InternalError: ${e.message}`));
      ahead.end(body);
    });
  });
  await new Promise((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${front.address().port}`,
    close: async () => {
      await new Promise((resolve) => front.close(resolve));
      await store.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, dir, bucket] = process.argv.slice(2);
  const started = await startTestS3({ port: Number(port), dir, bucket });
  console.log(`test S3 at ${started.url}, objects in ${dir}`);
}

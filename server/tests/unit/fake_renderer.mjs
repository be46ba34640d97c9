// A stand-in for the page renderer (web/dist-ssr/renderer.mjs, decision 0034) for
// renderer_test.cpp: it speaks the same contract on PLATFORM_RENDER_SOCKET, and misbehaves for
// the URLs that say so.
import http from 'node:http';

const env = process.env;

function answer(res, value) {
  const text = JSON.stringify(value);
  // In two writes, so Node sends the answer chunked, as a real renderer streaming its JSON may.
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.write(text.slice(0, 10));
  res.end(text.slice(10));
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/render') {
    res.writeHead(404).end();
    return;
  }
  let text = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    const { url } = JSON.parse(text);
    if (url.includes('/slow/')) return; // never answers
    if (url.includes('/exit/')) process.exit(3);
    if (url.includes('/http-500/')) return res.writeHead(500).end('{}');
    if (url.includes('/malformed/')) return res.end('{"status": 200, "head": ');
    if (url.includes('/missing/')) return answer(res, { status: 404, head: '', body: '' });
    const seen = [env.PLATFORM_API_URL, env.PLATFORM_BASE_DOMAIN, env.PLATFORM_TEST_MARK].join(' ');
    answer(res, { status: 200, head: `<meta name="seen" content="${seen}">`, body: `<p>${url}</p>`, area: 'events' });
  });
});
server.listen(env.PLATFORM_RENDER_SOCKET);
process.on('SIGTERM', () => process.exit(0));

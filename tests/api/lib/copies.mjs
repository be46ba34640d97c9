// Another copy of the server on the suite's database (SERVER_BIN, DATABASE_URL, WEB_DIST), for
// the tests of what several copies, or copies with other settings, do.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const { SERVER_BIN, DATABASE_URL, WEB_DIST } = process.env;

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts a copy with these extra flags and environment; resolves once it answers health. `wrap`
 * runs it under a command (prlimit and its flags, ending with --); `keepLog` keeps what it logs,
 * read by log().
 */
export async function startCopy({ args = [], env = {}, wrap = [], keepLog = false, database = DATABASE_URL } = {}) {
  const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-copy-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const command = [...wrap, SERVER_BIN,
    'serve', '--host', '127.0.0.1', '--port', String(port), '--database', database, '--web', WEB_DIST,
    // With object storage (STORAGE_URL, the api-threads suite) every copy shares its bucket.
    ...(process.env.STORAGE_URL ? [] : ['--storage', storage]),
    '--base-domain', 'localhost', '--trusted-proxies', '127.0.0.1', ...args];
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', keepLog ? 'pipe' : 'ignore', keepLog ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  let logged = '';
  if (keepLog) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => { logged += chunk; });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch { /* not listening yet */ }
    if (child.exitCode !== null) throw new Error(`the copy exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the copy did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    log: () => logged,
    /** SIGTERM, then the exit code. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) { // not gone already (a test killed it)
        const exited = new Promise((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(storage, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

/**
 * A database of its own, empty, of the suite's kind: a file for SQLite, a new database in the
 * suite's cluster for PostgreSQL. Returns {url, drop}.
 */
export function emptyDatabase() {
  const name = `platform_ops_${crypto.randomBytes(4).toString('hex')}`;
  if (!DATABASE_URL.startsWith('postgres')) {
    const file = path.join(os.tmpdir(), `${name}.db`);
    return { url: `sqlite:${file}`, drop: () => fs.rmSync(file, { force: true }) };
  }
  const made = spawnSync('psql', [DATABASE_URL, '-c', `CREATE DATABASE ${name}`], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(made.stderr);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => spawnSync('psql', [DATABASE_URL, '-c', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]) };
}

/** Runs the server binary with these arguments (backup, restore, migrate...) to its end, at most
 * 2 minutes: {status, output}. */
export function runServer(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(SERVER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => { output += c; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

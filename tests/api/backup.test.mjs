// `platform-server backup` and `restore` (issue 32, docs/deploy.md "Backups"): a backup of the
// suite's database taken while accounts are being registered is one consistent snapshot; restored
// into an empty database with its storage folder, it is current (migrate --check), a copy serves
// it, an account made before the backup signs in there, and the stored files come back byte for
// byte. A folder that is not empty is refused, and so is a backup of the other backend.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, registerUser } from './lib/accounts.mjs';
import { DATABASE_URL, SERVER_BIN, emptyDatabase, runServer, startCopy } from './lib/copies.mjs';

const cleanups = [];
after(async () => {
  for (const clean of cleanups.reverse()) await clean();
});


function folder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('backup and restore', { skip: (!SERVER_BIN || !DATABASE_URL) && 'needs the server and a database' }, () => {
  it('a backup taken while accounts register restores into an empty database a copy serves', async () => {
    const before = await registerUser();
    const storage = folder('platform-storage-');
    fs.mkdirSync(path.join(storage, 'photos'));
    const picture = crypto.randomBytes(50_000);
    fs.writeFileSync(path.join(storage, 'photos', 'a.webp'), picture);

    // Registrations go on while the backup runs.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await registerUser();
        n += 1;
      }
      return n;
    })();
    const to = path.join(folder('platform-backup-'), 'nightly');
    const made = await runServer(['backup', '--database', DATABASE_URL, '--storage', storage, '--to', to]);
    writing = false;
    assert.ok((await writes) >= 1, 'accounts registered during the backup');
    assert.equal(made.status, 0, made.output);
    const about = JSON.parse(fs.readFileSync(path.join(to, 'backup.json'), 'utf8'));
    assert.equal(about.backend, DATABASE_URL.startsWith('postgres') ? 'postgresql' : 'sqlite');
    assert.ok(about.migration >= 38, JSON.stringify(about));

    const target = emptyDatabase();
    cleanups.push(target.drop);
    const restoredStorage = folder('platform-restored-');
    const restored = await runServer(['restore', '--from', to, '--database', target.url, '--storage', restoredStorage]);
    assert.equal(restored.status, 0, restored.output);
    const check = await runServer(['migrate', '--check', '--database', target.url]);
    assert.equal(check.status, 0, check.output);
    assert.deepEqual(fs.readFileSync(path.join(restoredStorage, 'photos', 'a.webp')), picture);

    const copy = await startCopy({ database: target.url });
    cleanups.push(() => copy.stop());
    const signedIn = await fetch(`${copy.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: copy.url, 'X-Forwarded-For': '198.51.100.9' },
      body: JSON.stringify({ email: before.email, password: before.password }),
    });
    assert.equal(signedIn.status, 200, await signedIn.text());
    assert.equal((await login(before.email, before.password)).status, 200, 'the live database is untouched');
  });

  it('refuses a folder that is not empty, a folder that is no backup, and a backup of the other backend', async () => {
    const full = folder('platform-full-');
    fs.writeFileSync(path.join(full, 'x'), 'x');
    const refused = await runServer(['backup', '--database', DATABASE_URL, '--storage', folder('s-'), '--to', full]);
    assert.equal(refused.status, 1);
    assert.match(refused.output, /is not empty: a backup goes into a new folder/);
    const none = await runServer(['restore', '--from', folder('platform-none-'), '--database', DATABASE_URL, '--storage', folder('s-')]);
    assert.equal(none.status, 1);
    assert.match(none.output, /is not a backup: it has no backup\.json/);
    const other = folder('platform-other-');
    const otherBackend = DATABASE_URL.startsWith('postgres') ? 'sqlite' : 'postgresql';
    fs.writeFileSync(path.join(other, 'backup.json'), JSON.stringify({ backend: otherBackend }));
    const wrong = await runServer(['restore', '--from', other, '--database', DATABASE_URL, '--storage', folder('s-')]);
    assert.equal(wrong.status, 1);
    assert.match(wrong.output, new RegExp(`the backup is of a ${otherBackend} database, not of this one`));
  });
});

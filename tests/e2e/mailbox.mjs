// Login codes from the test SMTP server's mailbox (scripts/test starts it and passes MAILBOX_DIR:
// one JSON file per message, {"from", "to": [...], "data": "<raw message>"}).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAILBOX_DIR = process.env.MAILBOX_DIR ?? '';

function decode(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  return /Content-Transfer-Encoding:\s*base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

function messagesTo(recipient) {
  if (!MAILBOX_DIR || !existsSync(MAILBOX_DIR)) return [];
  return readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(MAILBOX_DIR, f), 'utf8')))
    .filter((m) => m.to.some((t) => t.toLowerCase() === recipient.toLowerCase()))
    .map((m) => decode(m.data));
}

/** The one-time code of the newest message to the recipient; waits up to 10 s for delivery. */
export async function newestCode(recipient) {
  for (let i = 0; i < 100; i += 1) {
    const text = messagesTo(recipient).at(-1);
    const match = text?.match(/код для входа[^:]*:\s*(\S+)/iu);
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no login code mailed to ${recipient} in ${MAILBOX_DIR}`);
}

// Messages and one-time codes from the test SMTP server's mailbox (scripts/test starts it and passes MAILBOX_DIR:
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

/** The decoded bodies of the messages to the recipient, oldest first. */
export function mailTo(recipient) {
  return messagesTo(recipient);
}

/**
 * The one-time code (6 digits, in the body: never in the subject) of the newest message to the
 * recipient, waiting up to 10 s for it. `after`: how many messages the recipient had before the
 * action that sends the code, so an older code is never taken for the new one.
 */
export async function newestCode(recipient, { after = 0 } = {}) {
  for (let i = 0; i < 100; i += 1) {
    const list = messagesTo(recipient);
    const text = list.length > after ? list.at(-1) : undefined;
    const match = text?.match(/код[^:\n]*:\s*(\d{6})(?!\d)/iu) ?? text?.match(/(?<!\d)(\d{6})(?!\d)/u);
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${recipient} in ${MAILBOX_DIR}`);
}

/** Waits up to 10 s for a message to the recipient whose body matches the pattern. */
export async function waitForMail(recipient, pattern) {
  for (let i = 0; i < 100; i += 1) {
    if (messagesTo(recipient).some((text) => pattern.test(text))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${pattern} to ${recipient} in ${MAILBOX_DIR}`);
}

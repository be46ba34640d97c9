#!/usr/bin/env node
// Logs the demo user in RATE times a second until killed (the bench row "health while logins
// run", issue 11): each login hashes with argon2id on the server's blocking pool, which must not
// slow the io threads' answers.
//   node scripts/bench.d/login-load.mjs SERVER_URL RATE
const [base, rateArg] = process.argv.slice(2);
const rate = Number(rateArg);
let sent = 0;
let failed = 0;
const body = JSON.stringify({ email: 'user@demo.local', password: 'Demo2026!' });

setInterval(async () => {
  sent += 1;
  try {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': `10.8.0.${sent % 250}` },
      body,
    });
    if (res.status !== 200) failed += 1;
  } catch {
    failed += 1;
  }
}, 1000 / rate);

process.on('SIGTERM', () => {
  console.log(`${sent} logins, ${failed} failed`);
  process.exit(0);
});

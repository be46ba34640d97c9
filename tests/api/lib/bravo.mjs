// Bravo bookings as the tests make them: a guest's booking waits for the code sent to its email
// (or, without one, texted to its phone) and holds a place once the code is entered (issue 31).
import assert from 'node:assert/strict';
import { call, mailTo, newIp, smsTo } from './accounts.mjs';

/** Books as a guest or (with a cookie) as an account: the raw answer. */
export const book = (body, { cookie, ip = newIp() } = {}) => call('POST', '/api/bravo/bookings?domain=bravo', { body, cookie, ip });

/** Enters a code for a booking: the raw answer. */
export const verify = (id, code, { ip = newIp() } = {}) =>
  call('POST', `/api/bravo/bookings/${id}/verify?domain=bravo`, { body: { code }, ip });

/** The code sent for a guest's booking (its email's letter or its phone's SMS), waiting up to 5 s. */
export async function bookingCode(booking) {
  const pattern = new RegExp(`код подтверждения заявки № ${booking.id}[^\\d]*(\\d{6})`, 'iu');
  for (let i = 0; i < 50; i++) {
    const texts = booking.email ? mailTo(booking.email).map((m) => m.text) : smsTo(booking.phone);
    const match = texts.map((text) => text.match(pattern)).find(Boolean);
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no code for booking ${booking.id} sent to ${booking.email ?? booking.phone}`);
}

/** A guest's booking and its code entered: the verify call's raw answer (the booking's, when refused). */
export async function bookVerified(body, options) {
  const booked = await book(body, options);
  if (booked.status !== 200) return booked;
  return verify(booked.json.data.id, await bookingCode(booked.json.data));
}

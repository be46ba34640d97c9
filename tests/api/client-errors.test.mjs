// POST /api/client-errors: the web app reports its uncaught errors here. It is also the first
// endpoint with a JSON body, so it carries the tests of JSON parsing and validation answers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertErrorEnvelope,
  assertFieldError,
  assertOk,
  assertStillServing,
  postJson,
  request,
} from './lib/http.mjs';

const PATH = '/api/client-errors';
const REQUIRED = 'Обязательное поле для заполнения';
const NOT_STRING = 'Должно быть строкой';
const tooLong = (n) => `Не должно превышать ${n} символов`;

describe('reporting a client error', () => {
  it('a report with every field is stored and gets a numeric id', async () => {
    const data = assertOk(
      await postJson(PATH, {
        message: 'TypeError: Cannot read properties of undefined (reading "map")',
        url: 'http://bravo.localhost:8080/raspisanie/',
        stack: 'TypeError: ...\n    at Schedule (/assets/index-abc.js:1:2)',
        area: 'bravo',
      }),
      'full report',
    );
    assert.ok(Number.isInteger(data?.id) && data.id > 0, `data.id is a positive integer, got ${JSON.stringify(data)}`);
  });

  it('a report with only the message is enough', async () => {
    const data = assertOk(await postJson(PATH, { message: 'Ошибка загрузки чанка' }), 'message only');
    assert.ok(Number.isInteger(data?.id));
  });

  it('two reports get two different ids', async () => {
    const a = assertOk(await postJson(PATH, { message: 'первая' })).id;
    const b = assertOk(await postJson(PATH, { message: 'вторая' })).id;
    assert.notEqual(a, b);
  });

  it('the same error reported again is counted on its row, not stored twice', async () => {
    const report = { message: `TypeError: повтор ${Date.now()}`, stack: 'at Basket (/assets/a.js:1:2)', area: 'main' };
    const a = assertOk(await postJson(PATH, { ...report, url: 'http://localhost/korzina/' })).id;
    const b = assertOk(await postJson(PATH, { ...report, url: 'http://localhost/festivals/' })).id;
    assert.equal(a, b, 'one row');
    const other = assertOk(await postJson(PATH, { ...report, stack: 'at Header (/assets/b.js:3:4)' })).id;
    assert.notEqual(other, a, 'another stack is another error');
  });

  it('one address sends at most 100 reports in 10 minutes', async () => {
    // 43 000 rows had been stored in 10 s from one address.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const headers = { 'X-Forwarded-For': ip };
    const answers = [];
    for (let i = 0; i < 101; i++) answers.push(await postJson(PATH, { message: `шум ${i}` }, { headers }));
    assert.deepEqual(answers.slice(0, 100).filter((r) => r.status !== 200).map((r) => r.status), []);
    assertErrorEnvelope(answers[100], 429);
    assert.equal(answers[100].json.message, 'Слишком много отчётов об ошибках с вашего адреса. Попробуйте позже.');
    assertOk(await postJson(PATH, { message: 'другой адрес' }, { headers: { 'X-Forwarded-For': '10.250.250.1' } }));
  });

  it('the trailing-slash form of the path works too', async () => {
    assertOk(await postJson(`${PATH}/`, { message: 'со слешем' }), 'POST /api/client-errors/');
  });

  it('unknown fields are ignored', async () => {
    assertOk(
      await postJson(PATH, { message: 'с лишними полями', extra: { deep: [1, 2, 3] }, userAgent: 'x' }),
      'unknown fields',
    );
  });

  it('a message of exactly 2000 Cyrillic characters is accepted (length counts characters, not bytes)', async () => {
    assertOk(await postJson(PATH, { message: 'ж'.repeat(2000) }), '2000 Cyrillic letters');
  });

  it('emoji count as one character each', async () => {
    assertOk(await postJson(PATH, { message: '🎭'.repeat(2000) }), '2000 emoji');
  });
});

describe('validation answers for a client error report', () => {
  it('a missing message is refused with 422 and the required-field message', async () => {
    assertFieldError(await postJson(PATH, { url: 'http://localhost/' }), 'message', REQUIRED);
  });

  it('an empty or whitespace-only message counts as missing', async () => {
    assertFieldError(await postJson(PATH, { message: '' }), 'message', REQUIRED);
    assertFieldError(await postJson(PATH, { message: '   ' }), 'message', REQUIRED);
  });

  it('a null message counts as missing', async () => {
    assertFieldError(await postJson(PATH, { message: null }), 'message', REQUIRED);
  });

  it('a number where the message should be text is refused with 422, not a server error', async () => {
    assertFieldError(await postJson(PATH, { message: 5 }), 'message', NOT_STRING);
  });

  it('an object or a list where the message should be text is refused with 422', async () => {
    assertFieldError(await postJson(PATH, { message: { text: 'x' } }), 'message');
    assertFieldError(await postJson(PATH, { message: ['x'] }), 'message');
    assertFieldError(await postJson(PATH, { message: true }), 'message');
  });

  it('wrong types in optional fields are refused per field', async () => {
    const res = await postJson(PATH, { message: 'ok', url: 12, stack: false, area: 7 });
    assertFieldError(res, 'url', NOT_STRING);
    assertFieldError(res, 'stack', NOT_STRING);
    assertFieldError(res, 'area', NOT_STRING);
    assert.equal(res.json.errors.message, undefined, 'the valid message has no error');
  });

  it('a message over 2000 characters is refused with "Не должно превышать 2000 символов"', async () => {
    assertFieldError(await postJson(PATH, { message: 'a'.repeat(2001) }), 'message', tooLong(2000));
    assertFieldError(await postJson(PATH, { message: 'ж'.repeat(2001) }), 'message', tooLong(2000));
  });

  it('a url over 2000 characters is refused', async () => {
    const res = await postJson(PATH, { message: 'ok', url: `http://localhost/${'a'.repeat(2000)}` });
    assertFieldError(res, 'url', tooLong(2000));
  });

  it('a stack over 20000 characters is refused', async () => {
    const res = await postJson(PATH, { message: 'ok', stack: 's'.repeat(20001) });
    assertFieldError(res, 'stack', tooLong(20000));
  });

  it('an absurdly long string (500 000 characters) gets 422, not a crash', async () => {
    // Refused by the JSON layer's bound for every string, before the field's own rule.
    assertFieldError(await postJson(PATH, { message: 'я'.repeat(500000) }), 'message', tooLong(100000));
    await assertStillServing();
  });

  it('every error is reported at once: several fields in one answer', async () => {
    const res = await postJson(PATH, { url: 'u'.repeat(2001) });
    assertFieldError(res, 'message', REQUIRED);
    assertFieldError(res, 'url', tooLong(2000));
  });
});

describe('bodies that are not valid JSON objects', () => {
  const bad = {
    'malformed JSON': '{"message": "оборвано',
    'a trailing comma': '{"message": "x",}',
    'single quotes': "{'message': 'x'}",
    'two JSON values': '{"message":"a"} {"message":"b"}',
  };
  for (const [what, body] of Object.entries(bad)) {
    it(`${what} is refused with 400 and a message`, async () => {
      assertErrorEnvelope(await postJson(PATH, body), 400, what);
    });
  }

  const notObjects = {
    'a list': '[{"message":"x"}]',
    'a string': '"message"',
    'a number': '42',
    'null': 'null',
    'true': 'true',
  };
  for (const [what, body] of Object.entries(notObjects)) {
    it(`JSON that is ${what} instead of an object is refused with 400`, async () => {
      assertErrorEnvelope(await postJson(PATH, body), 400, what);
    });
  }

  it('invalid UTF-8 bytes inside a string are refused with 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"message":"', 'utf8'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
      Buffer.from('"}', 'utf8'),
    ]);
    assertErrorEnvelope(await postJson(PATH, body), 400, 'invalid UTF-8');
  });

  it('an overlong UTF-8 encoding (a classic filter bypass) is refused with 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"message":"', 'utf8'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('"}', 'utf8'),
    ]);
    assertErrorEnvelope(await postJson(PATH, body), 400, 'overlong UTF-8');
  });

  it('deeply nested JSON gets an answer, not a crash, and the server keeps running', async () => {
    const depth = 100000;
    const body = `{"message":"x","deep":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await postJson(PATH, body);
    assert.ok(res.status < 500, `no server error for nesting ${depth} deep, got ${res.status}`);
    if (res.status !== 200) assertErrorEnvelope(res, res.status, 'deep nesting');
    await assertStillServing();
  });

  it('a body that says JSON with a form field inside is refused with 400', async () => {
    assertErrorEnvelope(await postJson(PATH, 'message=hello'), 400, 'form text as JSON');
  });

  it('no body at all (Content-Length 0) is refused with 400, not 500', async () => {
    const res = await request('POST', PATH, {
      body: '',
      headers: { 'Content-Type': 'application/json' },
    });
    assertErrorEnvelope(res, 400, 'no body');
  });
});

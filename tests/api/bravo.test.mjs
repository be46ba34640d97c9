// Bravo, the school and theatre studio (issue 16, decision 0042): the schools and classes of the
// spec with their ages, prices, weekly lessons and teachers; the class finder by age and weekday
// (a 7-year-old on Saturdays); teachers and courses; refusals with a message, never a crash.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk, get } from './lib/http.mjs';

const MEGABYTE = 'я'.repeat(512 * 1024); // a megabyte of UTF-8

describe('bravo: the school', () => {
  it('lists the six schools with the classes the spec names, in order', async () => {
    const { items } = assertOk(await get('/api/bravo/schools'));
    assert.deepEqual(
      items.map((s) => s.code),
      ['shkola-vokala', 'shkola-musikla', 'shkola-tantsev', 'studiya-tsirka', 'muzikalnaya-shkola', 'teatralnaya-studiya'],
    );
    const classes = Object.fromEntries(items.map((s) => [s.code, s.classes.map((c) => c.code)]));
    assert.deepEqual(classes['shkola-vokala'], ['dzhazovyy-vokal', 'estradnyy-vokal', 'akademicheskiy-vokal']);
    assert.deepEqual(classes['shkola-tantsev'], ['k-pop', 'hip-hop', 'lyubitelskaya-gruppa', 'podgotovitelnaya-gruppa', 'professionalnaya-gruppa']);
    assert.deepEqual(classes['studiya-tsirka'], ['akrobatika', 'zhonglirovanie']);
    assert.deepEqual(classes['muzikalnaya-shkola'], ['gitara', 'solfedzhio', 'fortepiano']);
    assert.deepEqual(classes['teatralnaya-studiya'], ['lyubitelskaya-gruppa', 'podgotovitelnaya-gruppa', 'professionalnaya-gruppa']);
    assert.deepEqual(classes['shkola-musikla'], []);
    for (const school of items) assert.match(school.summary, /[а-я]/);
  });

  it('a school page has its description, its classes as cards and its courses', async () => {
    const school = assertOk(await get('/api/bravo/schools/shkola-musikla'));
    assert.equal(school.name, 'Школа мюзикла');
    assert.ok(school.description.length > 100);
    assert.deepEqual(school.courses.map((c) => c.code).sort(), ['letniy-intensiv-myuzikl', 'myuzikl-za-sezon']);
    const dance = assertOk(await get('/api/bravo/schools/shkola-tantsev'));
    assert.equal(dance.classes.length, 5);
    assertErrorEnvelope(await get('/api/bravo/schools/net-takoy'), 404);
    assertErrorEnvelope(await get(`/api/bravo/schools/${'a'.repeat(5000)}`), 404);
  });

  it('a class has its ages, level, group, three prices, weekly lessons with rooms and its teachers', async () => {
    const c = assertOk(await get('/api/bravo/classes/shkola-tantsev/hip-hop'));
    assert.equal(c.name, 'Хип-хоп');
    assert.deepEqual([c.age_min, c.age_max, c.level, c.group_size], [7, 14, 'beginner', 14]);
    assert.deepEqual(c.prices, { month: 6400, visit: 950, individual: 2800 });
    assert.deepEqual(
      c.slots.map((s) => [s.weekday, s.start, s.end, s.room]),
      [[1, '17:30', '18:30', 'Малый зал'], [4, '17:30', '18:30', 'Малый зал'], [6, '12:30', '13:30', 'Малый зал']],
    );
    assert.deepEqual(c.teachers.map((t) => t.code), ['dmitriy-kim']);
    assert.equal(c.school.code, 'shkola-tantsev');
    assert.ok(c.description.length > 50);
    // The same code under two schools is two classes.
    const theatre = assertOk(await get('/api/bravo/classes/teatralnaya-studiya/lyubitelskaya-gruppa'));
    assert.equal(theatre.name, 'Любительская группа');
    assertErrorEnvelope(await get('/api/bravo/classes/shkola-vokala/hip-hop'), 404);
    assertErrorEnvelope(await get('/api/bravo/classes/net-takoy/hip-hop'), 404);
  });

  it('finds the classes for a 7-year-old on Saturdays, each with its Saturday lessons only', async () => {
    const { items } = assertOk(await get('/api/bravo/classes?age=7&weekday=6'));
    const found = items.map((c) => `${c.school.code}/${c.code}`);
    for (const expected of ['shkola-vokala/estradnyy-vokal', 'shkola-tantsev/hip-hop', 'studiya-tsirka/akrobatika', 'teatralnaya-studiya/lyubitelskaya-gruppa']) {
      assert.ok(found.includes(expected), `${expected} in ${found}`);
    }
    for (const c of items) {
      assert.ok(c.age_min <= 7 && c.age_max >= 7, `${c.code} takes a 7-year-old`);
      assert.ok(c.slots.length > 0 && c.slots.every((s) => s.weekday === 6), `${c.code}: Saturday lessons only`);
    }
    assert.ok(!found.includes('shkola-tantsev/podgotovitelnaya-gruppa'), 'the 4-6 group is left out');
    assert.ok(!found.includes('shkola-vokala/akademicheskiy-vokal'), 'no Saturday lesson, left out');
  });

  it('filters by school, and every filter alone', async () => {
    const { items: circus } = assertOk(await get('/api/bravo/classes?school=studiya-tsirka'));
    assert.deepEqual(circus.map((c) => c.code), ['akrobatika', 'zhonglirovanie']);
    const { items: all } = assertOk(await get('/api/bravo/classes'));
    assert.equal(all.length, 16);
    const { items: four } = assertOk(await get('/api/bravo/classes?age=4'));
    assert.deepEqual(four.map((c) => `${c.school.code}/${c.code}`), ['shkola-tantsev/podgotovitelnaya-gruppa', 'teatralnaya-studiya/podgotovitelnaya-gruppa']);
    const { items: sunday } = assertOk(await get('/api/bravo/classes?weekday=7'));
    assert.deepEqual(sunday.map((c) => `${c.school.code}/${c.code}`), ['teatralnaya-studiya/professionalnaya-gruppa']);
  });

  it('refuses filters that cannot be, with a message per parameter, a megabyte included', async () => {
    assertFieldError(await get('/api/bravo/classes?age=0'), 'age', 'Целое число от 1 до 99');
    assertFieldError(await get(`/api/bravo/classes?age=${encodeURIComponent('семь')}`), 'age', 'Целое число от 1 до 99');
    assertFieldError(await get('/api/bravo/classes?weekday=8'), 'weekday', 'Целое число от 1 до 7');
    assertFieldError(await get(`/api/bravo/classes?weekday=${'6'.repeat(1000)}`), 'weekday', 'Целое число от 1 до 7');
    assertFieldError(await get('/api/bravo/classes?school=net-takoy'), 'school', 'Такой школы нет');
    assertFieldError(await get(`/api/bravo/classes?school=${encodeURIComponent('ш'.repeat(61))}`), 'school');
    // A megabyte does not fit in a request line: the HTTP layer refuses it before any rule.
    const huge = await get(`/api/bravo/classes?school=${encodeURIComponent(MEGABYTE)}`);
    assert.ok(huge.status >= 400 && huge.status < 500, `a megabyte: ${huge.status}`);
  });

  it('teachers with their classes and courses; courses by start with their dates and price', async () => {
    const { items: teachers } = assertOk(await get('/api/bravo/teachers'));
    assert.equal(teachers.length, 8);
    const gromova = assertOk(await get('/api/bravo/teachers/natalya-gromova'));
    assert.match(gromova.bio, /спектакл/);
    assert.deepEqual(gromova.classes.map((c) => c.school.code), ['teatralnaya-studiya', 'teatralnaya-studiya', 'teatralnaya-studiya']);
    assert.ok(gromova.courses.some((c) => c.code === 'myuzikl-za-sezon'));
    assertErrorEnvelope(await get('/api/bravo/teachers/net-takogo'), 404);

    const { items: courses } = assertOk(await get('/api/bravo/courses'));
    assert.equal(courses.length, 4);
    const starts = courses.map((c) => c.starts_on);
    assert.deepEqual(starts, [...starts].sort(), 'by start');
    for (const c of courses) assert.ok(c.starts_on <= c.ends_on && ['intensive', 'term'].includes(c.kind));
    const summer = assertOk(await get('/api/bravo/courses/letniy-intensiv-myuzikl'));
    assert.deepEqual([summer.price, summer.price_note, summer.kind], [18000, 'за курс', 'intensive']);
    assert.ok(summer.description.length > 50);
    assertErrorEnvelope(await get('/api/bravo/courses/net-takogo'), 404);
  });
});

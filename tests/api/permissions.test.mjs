// The permission matrix of docs/permissions.md, every cell that has an endpoint today: sections
// users and roles, each staff role, an ordinary user (403) and a guest (401).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope } from './lib/http.mjs';
import { DEMO, FORBIDDEN, call, loginCookie, newIp, uniquePhone } from './lib/accounts.mjs';

// Role -> sections, the same table as server/src/auth/permissions.cpp.
const ALL = [
  'users', 'users/mentor', 'users/participant', 'users/profile', 'users/structures', 'blogs',
  'recommend', 'posters', 'places', 'rentals', 'school', 'school/bookings', 'tickets', 'seo', 'content', 'content/widgets', 'search', 'orders', 'requests',
  'events/assigns', 'events/results', 'events/reviews', 'handbooks', 'roles',
  'events', 'events/programs', 'cities', 'regions',
  'services', 'services/special', 'services/categories', 'outbox', 'ui-kit',
];
const MATRIX = {
  Admin: ALL,
  ManagerUsers: ['users', 'users/mentor', 'users/participant', 'users/profile', 'users/structures'],
  ManagerNews: ['users/profile', 'blogs', 'recommend', 'ui-kit'],
  ManagerPosters: ['users/profile', 'posters', 'places', 'rentals'],
  ManagerTickets: ['users/profile', 'tickets'],
  ManagerSeo: ['users/profile', 'seo', 'content', 'search', 'ui-kit'],
  ManagerOrders: ['users/profile', 'school/bookings', 'orders', 'requests'],
  ManagerOrdersSenior: ['users/profile', 'school', 'school/bookings', 'orders', 'requests', 'events/assigns', 'events/results', 'events/reviews'],
};

// Every staff member has users/profile as their own profile; the portfolios' moderation queue of
// that section is the roles' that grant it by name (decision 0044).
const MODERATION = 'users/profile (portfolio moderation)';
const MODERATORS = ['Admin', 'ManagerUsers'];

// Reads another section may make too (Entity::readers): the people's forms pick a city and
// creative types.
const PEOPLE_FORMS = ['users/structures', 'users/mentor', 'users/participant'];
const READERS = {
  'GET /api/admin/cities': PEOPLE_FORMS,
  'GET /api/admin/cities/1': PEOPLE_FORMS,
  'GET /api/admin/creative-types': ['users/mentor', 'users/participant'],
  // The events the contest results' screens pick (decision 0045): any of their three sections.
  'GET /api/admin/result-events': ['events/results', 'events/reviews'],
  'GET /api/admin/result-events/1': ['events/results', 'events/reviews'],
  // The afisha (decision 0046): a show's form picks a festival for its gala; the ticket managers
  // read the shows, tiers and promo codes their orders name.
  'GET /api/admin/events': ['posters'],
  'GET /api/admin/events/1': ['posters'],
  [`GET /api/admin/events?filter=${encodeURIComponent('{"city_id":1}')}`]: ['posters'],
  'GET /api/admin/shows': ['tickets'],
  'GET /api/admin/shows/1': ['tickets'],
  'GET /api/admin/ticket-tiers': ['tickets'],
  'GET /api/admin/promo-codes': ['tickets'],
};

// The calls of each section that has endpoints. {id} is the demo plain user's id.
const CALLS = {
  requests: [
    ['GET', '/api/admin/requests'],
    ['GET', `/api/admin/requests?filter=${encodeURIComponent('{"status":"new"}')}`],
    ['GET', '/api/admin/request-managers'],
  ],
  // The call-back widgets' servers (issue 31): their scripts run with visitors' sessions.
  'content/widgets': [
    ['GET', '/api/admin/widget-hosts'],
    ['GET', '/api/admin/widget-hosts/1'],
    ['GET', '/api/admin/audit?entity=widget_host&entity_id=1'],
  ],
  outbox: [['GET', '/api/admin/outbox'], ['GET', `/api/admin/outbox?filter=${encodeURIComponent('{"status":"sent"}')}`]],
  users: [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/{id}'],
    ['PUT', '/api/admin/users/{id}', { first_name: 'Иван', last_name: 'Иванов', email: 'user@demo.local' }],
    ['POST', '/api/admin/users/{id}/unblock'],
    ['GET', '/api/admin/users/{id}/audit'],
    ['GET', '/api/admin/audit?entity=user&entity_id={id}'],
  ],
  // Reading the festivals is open to recommend too (a pick's form chooses its festival): those
  // calls are under recommend; changing an event and its history need the events section.
  recommend: [
    ['GET', '/api/admin/recommendations'],
    ['GET', '/api/admin/recommendations/1'],
    ['GET', `/api/admin/recommendations?filter=${encodeURIComponent('{"area":"main","kind":"event"}')}`],
    ['GET', '/api/admin/audit?entity=recommendation&entity_id=1'],
    ['GET', '/api/admin/events'],
    ['GET', '/api/admin/events/1'],
    ['GET', `/api/admin/events?filter=${encodeURIComponent('{"city_id":1}')}`],
  ],
  events: [
    // The demo event 1 shows its generated cover: removing the photo changes nothing.
    ['DELETE', '/api/admin/events/1/photo'],
    ['GET', '/api/admin/projects'],
    ['GET', '/api/admin/projects/1'],
    ['GET', '/api/admin/event-requirements'],
    ['GET', '/api/admin/event-jury'],
    ['GET', '/api/admin/event-jury/1'],
    ['GET', '/api/admin/audit?entity=event&entity_id=1'],
    ['GET', '/api/admin/audit?entity=project&entity_id=1'],
    ['GET', '/api/admin/audit?entity=event_requirement&entity_id=1'],
    ['GET', '/api/admin/audit?entity=event_jury&entity_id=1'],
  ],
  'events/programs': [['GET', '/api/admin/event-programs'], ['GET', '/api/admin/audit?entity=event_program&entity_id=1']],
  // Reading cities is open to places too (a place form picks its city): those calls are under
  // places below; changing a city and its history need the cities section.
  cities: [['PUT', '/api/admin/cities/1', {}], ['GET', '/api/admin/audit?entity=city&entity_id=1']],
  regions: [['GET', '/api/admin/regions'], ['GET', '/api/admin/audit?entity=region&entity_id=1']],
  // The school «Браво» (decision 0042): its catalogue in the admin. Reading its schools and
  // classes is open to school/bookings too (the bookings' filter by class): those calls are there.
  school: [
    ['PUT', '/api/admin/bravo-classes/1', {}],
    ['GET', '/api/admin/bravo-slots'],
    ['GET', '/api/admin/bravo-teachers'],
    ['GET', '/api/admin/bravo-rooms'],
    ['GET', '/api/admin/bravo-courses'],
    ['GET', '/api/admin/audit?entity=bravo_slot&entity_id=1'],
  ],
  // Its bookings (decision 0043): applications, kept by the orders managers.
  'school/bookings': [
    ['GET', '/api/admin/bravo-bookings'],
    ['PUT', '/api/admin/bravo-bookings/{booking}', {}],
    ['GET', '/api/admin/bravo-schools'],
    ['GET', '/api/admin/bravo-classes'],
    ['GET', '/api/admin/bravo-classes/1'],
  ],
  // The afisha (decision 0046): shows, their ticket tiers and promo codes; the ticket office's
  // orders, sales report and check-in.
  posters: [
    ['GET', '/api/admin/shows'],
    ['GET', '/api/admin/shows/1'],
    ['GET', '/api/admin/ticket-tiers'],
    ['GET', '/api/admin/promo-codes'],
    ['GET', '/api/admin/audit?entity=show&entity_id=1'],
  ],
  tickets: [
    ['GET', '/api/admin/ticket-orders'],
    ['GET', `/api/admin/ticket-orders?filter=${encodeURIComponent('{"status":"paid"}')}`],
    ['GET', '/api/admin/ticket-sales-export'],
  ],
  rentals: [['GET', '/api/admin/rentals'], ['GET', '/api/admin/rentals-calendar'], ['PUT', '/api/admin/rentals/1', {}]],
  // People (decision 0044): structures, mentors and participants in their users/ sections.
  'users/structures': [
    ['GET', '/api/admin/structures'],
    ['GET', '/api/admin/structures/1'],
    ['GET', '/api/admin/audit?entity=structure&entity_id=1'],
  ],
  'users/mentor': [['GET', '/api/admin/mentors'], ['PUT', '/api/admin/mentors/1', {}], ['GET', '/api/admin/audit?entity=mentor&entity_id=1']],
  'users/participant': [['GET', '/api/admin/participants'], ['GET', '/api/admin/participants/1']],
  // Contest results (decision 0045): jury assignments, results and reviews.
  'events/assigns': [
    ['GET', '/api/admin/event-assignments'],
    ['GET', `/api/admin/event-assignments?filter=${encodeURIComponent('{"event_id":1}')}`],
    ['GET', `/api/admin/jury-candidates?filter=${encodeURIComponent('{"q":"demo"}')}`],
    ['GET', '/api/admin/result-events'],
    ['GET', '/api/admin/result-events/1'],
  ],
  'events/results': [
    ['GET', '/api/admin/results/1'],
    ['GET', `/api/admin/performances?filter=${encodeURIComponent('{"event_id":1}')}`],
    ['GET', '/api/admin/results/1/order-items'],
    ['GET', '/api/admin/result-participants'],
  ],
  'events/reviews': [
    ['GET', '/api/admin/reviews'],
    ['GET', `/api/admin/reviews?filter=${encodeURIComponent('{"status":"pending"}')}`],
  ],
  // The portfolios' moderation queue: users/profile as a role grants it (see MODERATORS).
  [MODERATION]: [
    ['GET', '/api/admin/portfolios'],
    ['GET', `/api/admin/portfolios?filter=${encodeURIComponent('{"status":"pending","kind":"mentor"}')}`],
  ],
  places: [
    ['GET', '/api/admin/halls'],
    ['GET', '/api/admin/places'],
    ['GET', '/api/admin/places/1'],
    ['GET', '/api/admin/audit?entity=place&entity_id=1'],
    ['GET', '/api/admin/cities'],
    ['GET', '/api/admin/cities/1'],
  ],
  handbooks: [
    ['GET', '/api/admin/creative-types'],
    ['GET', '/api/admin/age-categories'],
    ['GET', '/api/admin/tags'],
    ['GET', '/api/admin/execution-formats'],
    ['GET', '/api/admin/audit?entity=tag&entity_id=1'],
  ],
  orders: [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders-export'],
    ['GET', '/api/admin/order-managers'],
  ],
  services: [['GET', '/api/admin/services'], ['GET', '/api/admin/services/1']],
  'services/special': [['GET', '/api/admin/special-services']],
  'services/categories': [['GET', '/api/admin/service-categories'], ['GET', '/api/admin/service-categories/1']],
  roles: [
    ['GET', '/api/admin/roles'],
    ['PUT', '/api/admin/users/{id}/roles', { roles: [] }],
  ],
};

const cookies = {};
let plainId;
let bookingId;

before(async () => {
  for (const [key, demo] of Object.entries(DEMO)) cookies[key] = await loginCookie(demo.email, demo.password);
  const me = await call('GET', '/api/auth/me', { cookie: cookies.user });
  plainId = me.json.data.id;
  // A booking of the school to edit: the demo has none (a guest's trial lesson, on a fresh database too).
  const card = await call('GET', '/api/bravo/classes/muzikalnaya-shkola/gitara/lessons');
  const lesson = card.json.data.items.find((l) => l.places_left > 0);
  const birth = `${Number(lesson.date.slice(0, 4)) - 10}${lesson.date.slice(4)}`;
  const booked = await call('POST', '/api/bravo/bookings', {
    ip: newIp(),
    body: {
      kind: 'trial_lesson', school: 'muzikalnaya-shkola', class: 'gitara', slot_id: lesson.slot_id, date: lesson.date,
      child_name: 'Проверка прав', child_birth_date: birth, consent: true, name: 'Родитель', phone: uniquePhone(),
    },
  });
  assert.equal(booked.status, 200, booked.text);
  bookingId = booked.json.data.id;
});

describe('permission matrix', () => {
  for (const [key, demo] of Object.entries(DEMO)) {
    const role = demo.role;
    const sections = role ? MATRIX[role] : [];
    for (const [section, calls] of Object.entries(CALLS)) {
      for (const [method, pattern, body] of calls) {
        const allowed = section === MODERATION
          ? MODERATORS.includes(role)
          : sections.includes(section) || (READERS[`${method} ${pattern}`] ?? []).some((s) => sections.includes(s));
        it(`${role ?? 'plain user'} ${allowed ? 'may' : 'may not'} ${method} ${pattern} (section ${section})`, async () => {
          const res = await call(method, pattern.replace('{id}', plainId).replace('{booking}', bookingId), { cookie: cookies[key], body });
          if (allowed) {
            assert.equal(res.status, 200, res.text.slice(0, 300));
          } else {
            assertErrorEnvelope(res, 403);
            assert.equal(res.json.message, FORBIDDEN);
          }
        });
      }
    }
    it(`${role ?? 'plain user'}: /api/admin/access lists exactly the role's sections`, async () => {
      const res = await call('GET', '/api/admin/access', { cookie: cookies[key] });
      if (!role) {
        assertErrorEnvelope(res, 403);
        return;
      }
      assert.equal(res.status, 200);
      assert.deepEqual(res.json.data, { sections: MATRIX[role], roles: [role] });
    });
  }

  it('guests get 401 from every admin call', async () => {
    const all = [['GET', '/api/admin/access'], ...Object.values(CALLS).flat(), ['POST', '/api/admin/users/{id}/block', { reason: 'x' }]];
    for (const [method, pattern, body] of all) {
      assertErrorEnvelope(await call(method, pattern.replace('{id}', '1').replace('{booking}', '1'), { body }), 401, `${method} ${pattern}`);
    }
  });

  it('/api/admin/roles lists every role with its Russian name and sections', async () => {
    const res = await call('GET', '/api/admin/roles', { cookie: cookies.admin });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-range'], /^roles 0-7\/8$/);
    assert.deepEqual(Object.fromEntries(res.json.map((r) => [r.code, r.sections])), MATRIX);
    assert.ok(res.json.every((r) => r.id === r.code && /[А-Яа-я]/.test(r.name)));
  });
});

// The programme forms of OKI (issue 15, decision 0038): each form asks its own fields besides the
// contacts and the message, checks them on the server (length first, then required, then the list
// or the range), keeps them in the form's order with their labels for the inbox and the CSV, and
// mails the applicant a copy with what happens next.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertFieldError, assertOk } from './lib/http.mjs';
import { MAILBOX_DIR, REQUIRED, call, newIp, waitForMail } from './lib/accounts.mjs';
import { staff } from './lib/cart.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const send = (body) => call('POST', '/api/requests?domain=oki', { body, ip: newIp() });
const contacts = { name: 'Ирина Волкова', phone: '+7 912 345-67-89', email: 'irina.volkova@example.ru', consent: true };

// A valid request of every programme form, with the details the inbox must show, in order.
const FORMS = {
  tutor: {
    body: { subject: 'Вокал', student_age: '12', preferred_times: 'Будни после 17:00', message: 'Готовимся к конкурсу' },
    details: [['Предмет', 'Вокал'], ['Возраст ученика', '12'], ['Удобные дни и время', 'Будни после 17:00']],
    name: 'Онлайн-репетитор',
  },
  producer: {
    body: { direction: 'Вокал', performer_age: '16', links: 'https://rutube.ru/video/1/\nhttps://vk.com/video-1_2', message: 'Пою шесть лет, хочу записать первую песню.' },
    details: [['Направление', 'Вокал'], ['Возраст исполнителя', '16'], ['Ссылки на видео выступлений', 'https://rutube.ru/video/1/\nhttps://vk.com/video-1_2']],
    name: 'Продюсерский центр',
  },
  club: {
    body: { club: 'Экспертный клуб', collective: 'Хор «Радуга»', city: 'Казань', experience: '15' },
    details: [['Клуб', 'Экспертный клуб'], ['Коллектив или организация', 'Хор «Радуга»'], ['Город', 'Казань'], ['Стаж работы с коллективами, лет', '15']],
    name: 'Вступление в клуб',
  },
  ambassador: {
    body: { city: 'Тюмень', collective: 'Ансамбль танца «Сибирь»', message: 'Хочу объединить руководителей нашей области.' },
    details: [['Город', 'Тюмень'], ['Коллектив или организация', 'Ансамбль танца «Сибирь»']],
    name: 'Конкурс амбассадоров',
  },
  accelerator: {
    body: { project_title: 'Театр в каждую школу', stage: 'Прототип или пилот', project_link: 'https://disk.yandex.ru/i/abc', message: 'Выездные спектакли для сельских школ.' },
    details: [['Название проекта', 'Театр в каждую школу'], ['Стадия проекта', 'Прототип или пилот'], ['Ссылка на презентацию проекта', 'https://disk.yandex.ru/i/abc']],
    name: 'Акселератор проектов',
  },
  competence: {
    body: { nomination: 'Педагог дополнительного образования', city: 'Сочи', message: 'Авторская программа по сценической речи.' },
    details: [['Номинация', 'Педагог дополнительного образования'], ['Город', 'Сочи']],
    name: 'Конкурс творческих компетенций',
  },
  partner: {
    body: { organization: 'ДК «Металлург»', partnership: 'Площадка для событий' },
    details: [['Организация', 'ДК «Металлург»'], ['Формат партнёрства', 'Площадка для событий']],
    name: 'Партнёрский центр',
  },
};

const request = (form, overrides = {}) => ({ form, ...contacts, ...FORMS[form].body, ...overrides });

describe('the programme forms', () => {
  it('each form keeps its own fields in its order, with their labels, for the inbox', async () => {
    const cookie = await staff('orders');
    for (const [form, { details, name }] of Object.entries(FORMS)) {
      const { id } = assertOk(await send(request(form, { page: '/obrazovanie/online-repetitor/' })), form);
      const record = await call('GET', `/api/admin/requests/${id}`, { cookie });
      assert.equal(record.status, 200, record.text);
      assert.equal(record.json.area, 'oki');
      assert.equal(record.json.form, form);
      assert.deepEqual(record.json.details.map((d) => [d.label, d.value]), details, form);
      const list = await call('GET', `/api/admin/requests?filter=${encodeURIComponent(JSON.stringify({ form }))}`, { cookie });
      assert.ok(list.json.some((r) => r.id === id), `${form} (${name}) is filtered by its form`);
    }
  });

  it('a required field of the form, a value off its list and a number out of range are refused', async () => {
    assertFieldError(await send(request('tutor', { subject: undefined })), 'subject', REQUIRED);
    assertFieldError(await send(request('tutor', { subject: 'Астрономия' })), 'subject', 'Выберите значение из списка');
    assertFieldError(await send(request('tutor', { student_age: '3' })), 'student_age', 'Целое число от 4 до 99');
    assertFieldError(await send(request('tutor', { student_age: '1e1' })), 'student_age', 'Целое число от 4 до 99');
    assertFieldError(await send(request('tutor', { preferred_times: undefined })), 'preferred_times', REQUIRED);
    assertFieldError(await send(request('tutor', { email: undefined })), 'email', REQUIRED);
    assertFieldError(await send(request('producer', { message: undefined })), 'message', REQUIRED);
    assertFieldError(await send(request('club', { club: 'Клуб любителей' })), 'club', 'Выберите значение из списка');
    assertFieldError(await send(request('club', { experience: '71' })), 'experience', 'Целое число от 0 до 70');
    assertFieldError(await send(request('partner', { organization: ' ' })), 'organization', REQUIRED);
    assertFieldError(await send(request('accelerator', { stage: undefined })), 'stage', REQUIRED);
    // Optional fields may stay empty; a single-line field refuses a second line.
    assertOk(await send(request('club', { collective: undefined, experience: undefined, phone: undefined })));
    assertFieldError(await send(request('partner', { organization: 'ДК\nМеталлург' })), 'organization');
  });

  it('a megabyte in any field of a form is refused by its length before anything else', async () => {
    for (const [form, field, max] of [['tutor', 'preferred_times', 200], ['tutor', 'student_age', 3], ['producer', 'links', 500],
      ['accelerator', 'project_title', 200], ['accelerator', 'project_link', 500], ['partner', 'organization', 200], ['club', 'city', 100]]) {
      const huge = await send(request(form, { [field]: MEGABYTE }));
      assertFieldError(huge, field);
      assert.match(huge.json.errors[field][0], /^Не должно превышать \d+ символов$/, field);
      assertFieldError(await send(request(form, { [field]: '7'.repeat(max + 1) })), field, `Не должно превышать ${max} символов`);
    }
  });

  it('the first-wave forms ignore fields they do not ask', async () => {
    const { id } = assertOk(await send({ form: 'callback', name: 'Олег', phone: '+79161234567', consent: true, subject: 'Вокал' }));
    const record = await call('GET', `/api/admin/requests/${id}`, { cookie: await staff('orders') });
    assert.deepEqual(record.json.details, []);
  });

  it('the applicant gets a copy with what happens next; the managers get the details', { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const email = `tutor.${Date.now()}@example.ru`;
    const { id } = assertOk(await send(request('tutor', { email })));
    await waitForMail(email, new RegExp(`Мы получили вашу заявку «Онлайн-репетитор» \\(№ ${id}\\)`));
    await waitForMail(email, /Предмет: Вокал\nВозраст ученика: 12\nУдобные дни и время: Будни после 17:00/);
    await waitForMail('orders@demo.local', new RegExp(`Новая заявка № ${id}: Онлайн-репетитор[\\s\\S]*Предмет: Вокал`));
  });

  it('the CSV export has the details in their own column', async () => {
    const marker = `Экспорт программ ${Date.now()}`;
    assertOk(await send(request('partner', { name: marker })));
    const res = await call('GET', `/api/admin/requests-export?filter=${encodeURIComponent(JSON.stringify({ q: marker }))}`, { cookie: await staff('orders') });
    assert.equal(res.status, 200, res.text);
    assert.match(res.text, /^\uFEFFНомер;Дата;Раздел сайта;Форма;Статус;Имя;Телефон;Email;Сообщение;Подробности;/);
    assert.match(res.text, /;oki;Партнёрский центр;Новая;Экспорт программ \d+;.*"Организация: ДК «Металлург»\nФормат партнёрства: Площадка для событий\n"/s);
  });
});

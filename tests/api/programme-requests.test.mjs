// The programme forms of OKI (issue 15, decision 0038): each form asks its own fields besides the
// contacts and the message, checks them on the server (length first, then required, then the list
// or the range), keeps them in the form's order with their labels for the inbox and the CSV, and
// mails the applicant a copy with what happens next. The accelerator's application carries the
// project as a PDF (multipart: the fields as JSON in the part "request", the file in "project"),
// which the inbox's managers download and nobody else.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorEnvelope, assertFieldError, assertOk } from './lib/http.mjs';
import { MAILBOX_DIR, REQUIRED, call, letters, newIp, registerUser, waitForMail } from './lib/accounts.mjs';
import { form as multipartForm, pdf, staff } from './lib/cart.mjs';

const MEGABYTE = 'a'.repeat(1_000_000);
const PROJECT = { field: 'project', name: 'Театр в каждую школу.pdf', bytes: pdf(2000) };
/** Sends the fields as JSON, or with a file as multipart (`file: null` sends the form without one). */
const sendWith = (body, file) => {
  if (!file) return call('POST', '/api/requests?domain=oki', { body, ip: newIp() });
  const { body: bytes, contentType } = multipartForm({ request: JSON.stringify(body) }, file);
  return call('POST', '/api/requests?domain=oki', { body: bytes, ip: newIp(), headers: { 'Content-Type': contentType } });
};
// The accelerator's project goes with it unless the test says otherwise.
const send = (body, file = body.form === 'accelerator' ? PROJECT : null) => sendWith(body, file);
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
    details: [['Название проекта', 'Театр в каждую школу'], ['Стадия проекта', 'Прототип или пилот'], ['Ссылка на видео или сайт проекта', 'https://disk.yandex.ru/i/abc']],
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
  demo: {
    body: { organization: 'Фестивальный центр «Северное сияние»', event_kind: 'Фестиваль или конкурс', participants: '500–2 000' },
    details: [['Организация', 'Фестивальный центр «Северное сияние»'], ['Что вы проводите', 'Фестиваль или конкурс'], ['Участников за сезон', '500–2 000']],
    name: 'Показ платформы',
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
    assertFieldError(await send(request('demo', { participants: '10 000' })), 'participants', 'Выберите значение из списка');
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

  it("the accelerator's project PDF is kept with the request and downloaded by the inbox's managers only", async () => {
    const { id } = assertOk(await send(request('accelerator')));
    const cookie = await staff('orders');
    const record = await call('GET', `/api/admin/requests/${id}`, { cookie });
    assert.deepEqual(record.json.file, { name: 'Театр в каждую школу.pdf', size: PROJECT.bytes.length });
    const file = await call('GET', `/api/admin/requests/${id}/file`, { cookie });
    assert.equal(file.status, 200, file.text);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(file.headers['content-disposition'], /^attachment; .*filename\*=UTF-8''%D0%A2%D0%B5/);
    assert.equal(file.headers['cache-control'], 'private, no-store');
    assert.ok(file.body.equals(PROJECT.bytes), 'the very bytes come back');
    assertErrorEnvelope(await call('GET', `/api/admin/requests/${id}/file`), 401);
    assertErrorEnvelope(await call('GET', `/api/admin/requests/${id}/file`, { cookie: (await registerUser()).cookie }), 403);
    assertErrorEnvelope(await call('GET', `/api/admin/requests/${id}/file`, { cookie: await staff('seo') }), 403);
    const plain = assertOk(await send(request('partner')));
    const none = await call('GET', `/api/admin/requests/${plain.id}/file`, { cookie });
    assertErrorEnvelope(none, 404);
    assert.equal(none.json.message, 'У заявки нет файла');
  });

  it('the accelerator wants its PDF: none, another type, over 20 MB or two files are refused; other forms take no file', async () => {
    assertFieldError(await send(request('accelerator'), null), 'project', REQUIRED);
    assertFieldError(await send(request('accelerator'), { ...PROJECT, field: 'file' }), 'project', REQUIRED);
    assertFieldError(await send(request('accelerator'), { ...PROJECT, name: 'project.docx', bytes: Buffer.from('PK\x03\x04 word') }), 'project',
      'Файл должен быть в формате PDF.');
    assertFieldError(await send(request('accelerator'), { ...PROJECT, bytes: pdf(20 * 1024 * 1024 + 1) }), 'project',
      'Размер файла не должен превышать 20 МБ.');
    assertFieldError(await send(request('partner'), PROJECT), 'project', 'Эта форма не принимает файлы');
    // A refused field keeps the file out too: the form is checked whole before anything is stored.
    assertFieldError(await send(request('accelerator', { stage: 'Мечта' })), 'stage', 'Выберите значение из списка');
  });

  it('a multipart request is read only with its fields part, of at most a megabyte', async () => {
    const post = ({ body, contentType }) =>
      call('POST', '/api/requests?domain=oki', { body, ip: newIp(), headers: { 'Content-Type': contentType } });
    const noFields = await post(multipartForm({ note: 'без полей' }, PROJECT));
    assertErrorEnvelope(noFields, 400);
    assert.equal(noFields.json.message, 'Нет части request с полями заявки');
    assertErrorEnvelope(await post(multipartForm({ request: 'не JSON' }, PROJECT)), 400);
    const huge = await post(multipartForm({ request: JSON.stringify(request('accelerator', { message: 'я'.repeat(600_000) })) }, PROJECT));
    assertErrorEnvelope(huge, 413);
    assert.equal(huge.json.message, 'Поля заявки не должны превышать 1 МБ');
    assertErrorEnvelope(await post({ body: Buffer.from('--x--\r\n'), contentType: 'multipart/form-data; boundary=y' }), 400);
  });

  it("the accelerator's mails name the project's file", { skip: !MAILBOX_DIR && 'no test mailbox' }, async () => {
    const email = `accelerator.${Date.now()}@example.ru`;
    const { id } = assertOk(await send(request('accelerator', { email })));
    await waitForMail(email, /Проект в PDF: Театр в каждую школу\.pdf/);
    await waitForMail('orders@demo.local', new RegExp(`Новая заявка № ${id}: Акселератор проектов[\\s\\S]*Проект в PDF: Театр в каждую школу\\.pdf`));
  });

  it('the CSV export has the details in their own column', async () => {
    const marker = `Экспорт программ ${letters()}`;
    assertOk(await send(request('partner', { name: marker })));
    const res = await call('GET', `/api/admin/requests-export?filter=${encodeURIComponent(JSON.stringify({ q: marker }))}`, { cookie: await staff('orders') });
    assert.equal(res.status, 200, res.text);
    assert.match(res.text, /^\uFEFFНомер;Дата;Раздел сайта;Форма;Статус;Имя;Телефон;Email;Сообщение;Подробности;/);
    assert.match(res.text, /;oki;Партнёрский центр;Новая;Экспорт программ [а-я]+;.*"Организация: ДК «Металлург»\nФормат партнёрства: Площадка для событий\n"/s);
  });
});

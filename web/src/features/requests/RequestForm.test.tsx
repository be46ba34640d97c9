import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../shared/api';
import { renderCatalog } from '../../test/renderCatalog';
import { fakeFetch, type Reply } from '../../test/renderWithShell';
import { createRequestsApi } from './api';
import { RequestForm } from './RequestForm';
import type { RequestFormKind } from './types';

const PAGE = '/o-nas/?domain=main&utm_source=yandex&utm_medium=cpc&utm_campaign=osen-2026';

/** The form on main's about page, its calls answered by `reply` (or a lost connection). */
function renderForm(form: RequestFormKind, reply?: Reply, buttonLabel?: string) {
  const fake = fakeFetch(reply ? { 'POST /api/requests': reply } : {});
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(String(input));
    if (!reply) return Promise.reject(new TypeError('Failed to fetch'));
    return fake.fetch(input, init);
  };
  const api = createRequestsApi(createApiClient({ fetch }));
  renderCatalog(<RequestForm form={form} buttonLabel={buttonLabel} api={api} />, { area: 'main', path: PAGE });
  return { calls: fake.calls, urls };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });
}

const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /Я согласен на обработку персональных данных/ }));
const send = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The texts a field's aria-describedby points to: its hint, if any, and its error. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('the request forms', () => {
  test('a call-back asks for a name and a phone; email and the time to call are optional', () => {
    renderForm('callback');
    expect(screen.getByLabelText('Имя')).toBeTruthy();
    expect(screen.getByLabelText('Телефон').getAttribute('placeholder')).toBe('+7 (___) ___ __-__');
    expect(screen.getByLabelText('Электронная почта (необязательно)')).toBeTruthy();
    expect(screen.getByLabelText('Удобное время и тема звонка (необязательно)').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('link', { name: 'обработку персональных данных' }).getAttribute('href')).toBe(
      '/obrabotka-personalnyh-dannyh.pdf',
    );
    expect(screen.getByRole('button', { name: 'Перезвоните мне' })).toBeTruthy();
  });

  test('a question needs an email and the question; the phone is optional', () => {
    renderForm('question');
    expect(screen.getByLabelText('Телефон (необязательно)')).toBeTruthy();
    expect(screen.getByLabelText('Электронная почта')).toBeTruthy();
    expect(screen.getByLabelText('Ваш вопрос')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить вопрос' })).toBeTruthy();
  });

  test('a review needs its text and asks for no phone; an editor may name the button', () => {
    renderForm('feedback', undefined, 'Оставить отзыв');
    expect(screen.queryByLabelText('Телефон', { exact: false })).toBeNull();
    expect(screen.getByLabelText('Электронная почта (необязательно)')).toBeTruthy();
    expect(screen.getByLabelText('Ваш отзыв')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Оставить отзыв' })).toBeTruthy();
  });

  test('required fields and the consent are checked before any call, focus on the first', async () => {
    const { urls } = renderForm('callback');
    send('Перезвоните мне');
    expect(screen.getAllByText('Обязательное поле для заполнения')).toHaveLength(2);
    expect(screen.getByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(screen.getByLabelText('Телефон').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Имя')));
    expect(urls).toEqual([]);
  });

  test("a question's email, an incomplete phone and the question are checked as the server does", () => {
    const { urls } = renderForm('question');
    fill('Имя', 'Анна');
    fill('Телефон', '8916');
    fill('Электронная почта', 'anna@');
    agree();
    send('Отправить вопрос');
    expect(screen.getByText('Некорректный номер телефона')).toBeTruthy();
    expect(screen.getByText('Должен содержать действительный адрес электронной почты')).toBeTruthy();
    expect(screen.getByLabelText('Ваш вопрос').getAttribute('aria-invalid')).toBe('true');
    fill('Ваш вопрос', 'я'.repeat(2001));
    send('Отправить вопрос');
    expect(screen.getByText('Не должно превышать 2000 символов')).toBeTruthy();
    expect(urls).toEqual([]);
  });

  test('a megabyte of name is refused by its length, and nothing is sent', () => {
    const { urls } = renderForm('feedback', { status: 200, body: { status: 200, data: { id: 1 } } });
    fill('Имя', 'а'.repeat(1024 * 1024));
    fill('Ваш отзыв', 'Удобно');
    agree();
    send('Отправить отзыв');
    expect(screen.getByText('Не должно превышать 100 символов')).toBeTruthy();
    expect(urls).toEqual([]);
  });

  test('sent: the body carries the form, the page and its UTM tags; a thank-you takes the focus', async () => {
    const { calls, urls } = renderForm('callback', { status: 200, body: { status: 200, data: { id: 41 } } });
    fill('Имя', '  Анна Иванова ');
    fill('Телефон', '89161234567');
    fill('Удобное время и тема звонка', 'После 18:00, про тарифы');
    agree();
    send('Перезвоните мне');
    const thanks = await screen.findByText('Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.');
    expect(thanks.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/requests',
        body: {
          form: 'callback',
          name: 'Анна Иванова',
          phone: '+79161234567',
          message: 'После 18:00, про тарифы',
          consent: true,
          page: '/o-nas/',
          utm_source: 'yandex',
          utm_medium: 'cpc',
          utm_campaign: 'osen-2026',
        },
      },
    ]);
    expect(new URL(urls[0] ?? '', 'http://localhost').searchParams.get('domain')).toBe('main');
  });

  test("the server's 422 shows under its field", async () => {
    renderForm('question', {
      status: 422,
      body: { status: 422, message: 'Проверьте поля формы', errors: { email: ['Почтовый домен не существует'] } },
    });
    fill('Имя', 'Анна');
    fill('Электронная почта', 'anna@example.ru');
    fill('Ваш вопрос', 'Можно ли платить по счёту?');
    agree();
    send('Отправить вопрос');
    await screen.findByText('Почтовый домен не существует');
    expect(screen.getByLabelText('Электронная почта').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("too many requests: the server's message is told above the button", async () => {
    renderForm('feedback', { status: 429, body: { status: 429, message: 'Слишком много заявок с вашего адреса. Попробуйте через час.' } });
    fill('Имя', 'Анна');
    fill('Ваш отзыв', 'Удобно');
    agree();
    send('Отправить отзыв');
    expect((await screen.findByRole('alert')).textContent).toBe('Слишком много заявок с вашего адреса. Попробуйте через час.');
  });

  test('a lost connection asks to check it and try again; the form stays', async () => {
    renderForm('feedback');
    const form = screen.getByRole('form', { name: 'Отзыв о платформе' });
    fill('Имя', 'Анна');
    fill('Ваш отзыв', 'Удобно');
    agree();
    send('Отправить отзыв');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз.',
    );
    expect((screen.getByLabelText('Ваш отзыв') as HTMLTextAreaElement).value).toBe('Удобно');
  });

  test('a tutoring form asks its own fields between the email and the message', () => {
    renderForm('tutor');
    const form = screen.getByRole('form', { name: 'Онлайн-репетитор' });
    const labels = Array.from(form.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels.slice(0, 7)).toEqual([
      'Имя',
      'Телефон',
      'Электронная почта',
      'Предмет',
      'Возраст ученика',
      'Удобные дни и время',
      'Что хотите разобрать на занятии (необязательно)',
    ]);
    const subject = screen.getByRole('combobox', { name: 'Предмет' });
    expect(Array.from((subject as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Выберите…',
      'Вокал',
      'Хореография',
      'Актёрское мастерство',
      'Сценическая речь',
      'Фортепиано',
      'Гитара',
      'Сольфеджио и теория музыки',
      'Постановка номера',
    ]);
    expect((subject as HTMLSelectElement).value).toBe('');
    expect(screen.getByLabelText('Возраст ученика').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Удобные дни и время').tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: 'Записаться на занятие' })).toBeTruthy();
  });

  test('a producer form takes several lines of links, optional, and lists its directions', () => {
    renderForm('producer');
    expect(screen.getByLabelText('Ссылки на видео выступлений (необязательно)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Расскажите о себе и своих целях')).toBeTruthy();
    expect(
      Array.from((screen.getByRole('combobox', { name: 'Направление' }) as HTMLSelectElement).options).map((option) => option.value),
    ).toEqual(['', 'Вокал', 'Хореография', 'Инструментальная музыка', 'Театр', 'Цирк', 'Другое']);
  });

  test('a club form marks its optional fields and its own button', () => {
    renderForm('club');
    expect(screen.getByLabelText('Телефон (необязательно)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Клуб' })).toBeTruthy();
    expect(screen.getByLabelText('Коллектив или организация (необязательно)')).toBeTruthy();
    expect(screen.getByLabelText('Город')).toBeTruthy();
    expect(screen.getByLabelText('Стаж работы с коллективами, лет (необязательно)').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: 'Вступить в клуб' })).toBeTruthy();
  });

  test("a programme form's own fields are checked as the server does, before any call", async () => {
    const { urls } = renderForm('tutor');
    fill('Имя', 'Анна');
    fill('Телефон', '89161234567');
    fill('Электронная почта', 'anna@example.ru');
    fill('Возраст ученика', '3');
    fill('Удобные дни и время', 'д'.repeat(201));
    agree();
    send('Записаться на занятие');
    const subject = screen.getByRole('combobox', { name: 'Предмет' });
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(subject)).toBe('Обязательное поле для заполнения');
    expect(describedBy(screen.getByLabelText('Возраст ученика'))).toBe('Целое число от 4 до 99');
    expect(describedBy(screen.getByLabelText('Удобные дни и время'))).toBe('Не должно превышать 200 символов');
    await waitFor(() => expect(document.activeElement).toBe(subject));
    fill('Возраст ученика', '1О');
    send('Записаться на занятие');
    expect(describedBy(screen.getByLabelText('Возраст ученика'))).toBe('Целое число от 4 до 99');
    fill('Возраст ученика', '1000');
    send('Записаться на занятие');
    expect(describedBy(screen.getByLabelText('Возраст ученика'))).toBe('Не должно превышать 3 символов');
    expect(urls).toEqual([]);
  });

  test("sent: the form's own fields go trimmed as flat keys, empty ones left out", async () => {
    const { calls } = renderForm('producer', { status: 200, body: { status: 200, data: { id: 42 } } });
    fill('Имя', 'Анна');
    fill('Телефон', '89161234567');
    fill('Электронная почта', 'anna@example.ru');
    fireEvent.change(screen.getByRole('combobox', { name: 'Направление' }), { target: { value: 'Цирк' } });
    fill('Возраст исполнителя', ' 17 ');
    fill('Ссылки на видео выступлений', '   ');
    fill('Расскажите о себе и своих целях', 'Воздушная гимнастика, хочу на большую сцену');
    agree();
    send('Отправить заявку');
    await screen.findByText('Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.');
    expect(calls[0]?.body).toEqual({
      form: 'producer',
      name: 'Анна',
      phone: '+79161234567',
      email: 'anna@example.ru',
      message: 'Воздушная гимнастика, хочу на большую сцену',
      direction: 'Цирк',
      performer_age: '17',
      consent: true,
      page: '/o-nas/',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'osen-2026',
    });
  });

  test("the server's 422 on a form's own field shows under it", async () => {
    renderForm('tutor', {
      status: 422,
      body: { status: 422, message: 'Проверьте поля формы', errors: { subject: ['Выберите значение из списка'] } },
    });
    fill('Имя', 'Анна');
    fill('Телефон', '89161234567');
    fill('Электронная почта', 'anna@example.ru');
    const subject = screen.getByRole('combobox', { name: 'Предмет' });
    fireEvent.change(subject, { target: { value: 'Гитара' } });
    fill('Возраст ученика', '12');
    fill('Удобные дни и время', 'Будни после 17:00');
    agree();
    send('Записаться на занятие');
    await screen.findByText('Выберите значение из списка');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(subject)).toBe('Выберите значение из списка');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(subject));
  });

  test('the accelerator asks for its project as a PDF: required, checked, then sent as multipart with the fields', async () => {
    const { calls } = renderForm('accelerator', { status: 200, body: { status: 200, data: { id: 43 } } });
    fill('Имя', 'Ирина');
    fill('Телефон', '89123456789');
    fill('Электронная почта', 'irina@example.ru');
    fill('Название проекта', 'Театр в каждую школу');
    fireEvent.change(screen.getByRole('combobox', { name: 'Стадия проекта' }), { target: { value: 'Идея' } });
    fill('Коротко о проекте: идея, участники, чего не хватает', 'Выездные спектакли для сельских школ');
    agree();
    const picker = screen.getByLabelText('Проект в PDF');
    expect(picker.getAttribute('accept')).toBe('application/pdf,.pdf');
    send('Отправить проект');
    await waitFor(() => expect(describedBy(picker)).toContain('Обязательное поле для заполнения'));
    fireEvent.change(picker, { target: { files: [new File(['PK'], 'project.docx', { type: 'application/msword' })] } });
    send('Отправить проект');
    await waitFor(() => expect(describedBy(picker)).toContain('Файл должен быть в формате PDF.'));
    expect(calls).toEqual([]);
    const project = new File(['%PDF-1.4 проект'], 'Театр.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [project] } });
    send('Отправить проект');
    await screen.findByText('Спасибо! Заявка отправлена — мы свяжемся с вами в рабочее время.');
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('project')).toBeInstanceOf(File);
    expect((form.get('project') as File).name).toBe('Театр.pdf');
    expect(JSON.parse(String(form.get('request')))).toMatchObject({
      form: 'accelerator',
      name: 'Ирина',
      project_title: 'Театр в каждую школу',
      stage: 'Идея',
      consent: true,
    });
  });
});

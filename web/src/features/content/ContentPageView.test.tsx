import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderCatalog } from '../../test/renderCatalog';
import { ContentPageView } from './ContentPageView';
import type { ContentBlock, ContentPage } from './types';

function page(blocks: ContentBlock[], title = 'О нас'): ContentPage {
  return { area: 'main', path: '/o-nas/', title, seo_title: null, seo_description: null, share_image: null, blocks };
}

describe('a content page', () => {
  test('opens with its hero as the one h1; every other block is a section under its own h2', () => {
    renderCatalog(
      <ContentPageView
        page={page([
          {
            type: 'hero',
            title: 'Мы делаем фестивали проще',
            lead: 'Платформа для участников и организаторов',
            button_label: 'Тарифы',
            button_link: '/tarify/',
          },
          { type: 'rich_text', title: 'История', body: '## Начало\nВ **2016** году мы провели первый фестиваль.' },
          { type: 'facts', title: 'В цифрах', items: [{ value: '1 200', label: 'фестивалей за сезон' }] },
          {
            type: 'cta',
            title: 'Проведите свой фестиваль',
            button_label: 'Написать нам',
            button_link: 'mailto:info@territoriya-tvorchestva.ru',
          },
        ])}
      />,
      { area: 'main', path: '/o-nas/?domain=main' },
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Мы делаем фестивали проще']);
    expect(screen.getByRole('heading', { level: 2, name: 'История' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Начало' })).toBeTruthy();
    expect(screen.getByText('2016').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Тарифы' }).getAttribute('href')).toBe('/tarify/?domain=main');
    expect(screen.getByRole('link', { name: 'Написать нам' }).getAttribute('href')).toBe('mailto:info@territoriya-tvorchestva.ru');
    const facts = screen.getByRole('region', { name: 'В цифрах' });
    expect(within(facts).getByText('1 200')).toBeTruthy();
  });

  test('without a hero first, the page title is the h1', () => {
    renderCatalog(<ContentPageView page={page([{ type: 'rich_text', body: 'Текст' }], 'Финансирование')} />, { area: 'main' });
    expect(screen.getByRole('heading', { level: 1, name: 'Финансирование' })).toBeTruthy();
  });

  test('tariffs, questions and contacts read as a visitor needs them', () => {
    renderCatalog(
      <ContentPageView
        page={page([
          {
            type: 'tariffs',
            anchor: 'pricing',
            title: 'Тарифы',
            plans: [
              { name: 'Старт', price: 0, features: ['До 100 заявок'] },
              {
                name: 'Сезон',
                price: 12900,
                price_note: 'в месяц',
                highlighted: true,
                button_label: 'Подключить',
                button_link: '#bannerContacts',
              },
            ],
          },
          { type: 'faq', title: 'Вопросы', items: [{ question: 'Можно ли платить по счёту?', answer: 'Да, для юрлиц.' }] },
          {
            type: 'contacts',
            title: 'Контакты',
            phones: ['8 800 350-27-27', '+7 495 127-48-48'],
            email: 'info@territoriya-tvorchestva.ru',
          },
        ])}
      />,
      { area: 'main' },
    );
    expect(document.getElementById('pricing')).not.toBeNull();
    expect(screen.getByText('Бесплатно')).toBeTruthy();
    expect(screen.getByText(/12\s900\s₽/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Подключить' }).getAttribute('href')).toBe('#bannerContacts');
    expect(screen.getByText('Можно ли платить по счёту?').tagName).toBe('SUMMARY');
    expect(screen.getByRole('link', { name: '8 800 350-27-27' }).getAttribute('href')).toBe('tel:+78003502727');
    expect(screen.getByRole('link', { name: '+7 495 127-48-48' }).getAttribute('href')).toBe('tel:+74951274848');
  });

  test('nothing an editor types becomes markup or a script link', () => {
    renderCatalog(
      <ContentPageView
        page={page([
          { type: 'rich_text', body: '<img src=x onerror=alert(1)> [нажми](javascript:alert(1)) [сюда](//evil.example/)' },
          { type: 'cards', items: [{ title: 'Карточка', link: 'javascript:alert(1)', link_label: 'Опасно' }] },
        ])}
      />,
      { area: 'main' },
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(screen.getByText('Опасно')).toBeTruthy();
  });

  test('a request form block is drawn: its section, the form of its kind and the button an editor named', () => {
    renderCatalog(
      <ContentPageView
        page={page(
          [
            { type: 'request_form', anchor: 'callback', title: 'Перезвоним', lead: 'В рабочее время', form: 'callback' },
            { type: 'request_form', form: 'question', button_label: 'Спросить' },
            { type: 'request_form', form: 'callback' },
          ],
          'Организаторам',
        )}
      />,
      { area: 'main' },
    );
    const callback = screen.getByRole('region', { name: 'Перезвоним' });
    expect(callback.id).toBe('callback');
    expect(within(callback).getByText('В рабочее время')).toBeTruthy();
    const form = within(callback).getByRole('form', { name: 'Перезвоним' });
    expect(within(form).getByLabelText('Телефон')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Перезвоните мне' })).toBeTruthy();
    const question = screen.getByRole('form', { name: 'Задать вопрос' });
    expect(within(question).getByLabelText('Ваш вопрос')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Спросить' })).toBeTruthy();
    // A call-back form the editor left untitled is still titled.
    expect(screen.getByRole('heading', { level: 2, name: 'Заказать звонок' })).toBeTruthy();
  });
  test('documents: each a row with its title linking to the PDF, its note and its kind; a path not of ours is no link', () => {
    renderCatalog(
      <ContentPageView
        page={page([
          {
            type: 'documents',
            anchor: 'reports',
            title: 'Отчёты',
            lead: 'Всё, что фонд сделал за год',
            items: [
              { title: 'Годовой отчёт 2025', text: 'Программы и участники.\nПартнёры.', file: '/dokumenty/otchet-fonda-2025.pdf' },
              { title: 'Смета', file: '/storage/documents/0f3a9c.pdf' },
              { title: 'Чужой файл', file: 'https://evil.example/x.pdf' },
            ],
          },
        ])}
      />,
      { area: 'main' },
    );
    const section = screen.getByRole('region', { name: 'Отчёты' });
    expect(section.id).toBe('reports');
    expect(within(section).getByText('Всё, что фонд сделал за год')).toBeTruthy();
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const report = within(rows[0]!).getByRole('link', { name: 'Годовой отчёт 2025' });
    expect(report.getAttribute('href')).toBe('/dokumenty/otchet-fonda-2025.pdf');
    expect(within(rows[0]!).getByText(/Программы и участники\.\s+Партнёры\./)).toBeTruthy();
    expect(within(rows[0]!).getByText('PDF')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Смета' }).getAttribute('href')).toBe('/storage/documents/0f3a9c.pdf');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('Чужой файл')).toBeTruthy();
  });
});

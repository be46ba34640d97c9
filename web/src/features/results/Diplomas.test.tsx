import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithShell } from '../../test/renderWithShell';
import { DiplomaCheck } from './DiplomaCheck';
import { DiplomaList } from './DiplomaList';
import { JuryEventsView } from './JuryEventsView';
import { PortfolioResults } from './PortfolioResults';
import type { DiplomaFacts, JuryAssignment } from './types';

const FACTS: DiplomaFacts = {
  code: 'K7M2P9QX4T',
  title: 'Гран-при',
  performer: 'Оркестр «Свинг-тайм»',
  nomination: 'Инструментальное исполнительство',
  age_category: '13–15 лет',
  piece: 'Д. Эллингтон, «Караван»',
  event: {
    code: 'baltiyskaya-rapsodiya',
    name: 'Балтийская рапсодия',
    date_start: '2026-10-10',
    date_end: '2026-10-12',
    city: { slug: 'kaliningrad', name: 'Калининград' },
  },
  issued_at: '2026-10-13T10:00:00Z',
};

describe('diplomas', () => {
  test('the verification page: genuine, what for, where and when, and the PDF', () => {
    renderWithShell(<DiplomaCheck diploma={{ ...FACTS, participant_code: 'orkestr-sving-taym' }} />, {
      area: 'main',
      path: '/diplom/K7M2P9QX4T/?domain=main',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Диплом подлинный' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Оркестр «Свинг-тайм»' }).getAttribute('href')).toBe(
      '/uchastnik/orkestr-sving-taym/?domain=main',
    );
    const facts = document.querySelector('dl') as HTMLElement;
    const text = facts.textContent ?? '';
    for (const part of [
      'Инструментальное исполнительство',
      '13–15 лет',
      'Д. Эллингтон, «Караван»',
      '10–12 октября 2026',
      'Калининград',
      '13 октября 2026',
    ])
      expect(text).toContain(part);
    expect(within(facts).getByRole('link', { name: 'Балтийская рапсодия' }).getAttribute('href')).toBe(
      '/festival/baltiyskaya-rapsodiya/?domain=events',
    );
    const pdf = screen.getByRole('link', { name: 'Скачать диплом в PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/diplomas/K7M2P9QX4T/pdf');
    expect(pdf.getAttribute('download')).toBe('diploma-K7M2P9QX4T.pdf');
  });

  test("the account's diplomas with their PDFs and verification pages, and the empty state", () => {
    const { unmount } = renderWithShell(
      <DiplomaList
        diplomas={[
          {
            code: 'K7M2P9QX4T',
            title: 'Гран-при',
            performer: 'Оркестр «Свинг-тайм»',
            event: { code: 'baltiyskaya-rapsodiya', name: 'Балтийская рапсодия', date_start: '2026-10-10' },
            pdf_url: '/api/diplomas/K7M2P9QX4T/pdf',
          },
        ]}
      />,
      { area: 'id', path: '/diplomas/?domain=id' },
    );
    const card = screen.getByText('Гран-при').closest('li') as HTMLElement;
    expect(within(card).getByText('Оркестр «Свинг-тайм»')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Скачать PDF' }).getAttribute('href')).toBe('/api/diplomas/K7M2P9QX4T/pdf');
    expect(within(card).getByRole('link', { name: 'Страница проверки' }).getAttribute('href')).toBe('/diplom/K7M2P9QX4T/?domain=main');
    unmount();
    renderWithShell(<DiplomaList diplomas={[]} />, { area: 'id', path: '/diplomas/?domain=id' });
    expect(screen.getByRole('heading', { name: 'Дипломов пока нет' })).toBeTruthy();
  });

  test("a participant's results: the title, the festival, the nomination and the diploma", () => {
    renderWithShell(
      <PortfolioResults
        results={[
          {
            event: { code: 'baltiyskaya-rapsodiya', name: 'Балтийская рапсодия', date_start: '2026-10-10', city: FACTS.event.city },
            nomination: 'Инструментальное исполнительство',
            age_category: '13–15 лет',
            piece: '«Караван»',
            title: 'Гран-при',
            diploma_code: 'K7M2P9QX4T',
          },
        ]}
      />,
      { area: 'main', path: '/uchastnik/svingtaym/?domain=main' },
    );
    const item = screen.getByText('Гран-при').closest('li') as HTMLElement;
    expect(within(item).getByText('10 октября 2026 · Калининград')).toBeTruthy();
    expect(within(item).getByText('Инструментальное исполнительство · 13–15 лет')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Диплом № K7M2P9QX4T' }).getAttribute('href')).toBe('/diplom/K7M2P9QX4T/?domain=main');
  });
});

describe('«Судейство»', () => {
  const assignment = (overrides: Partial<JuryAssignment>): JuryAssignment => ({
    event: {
      id: 7,
      code: 'rostovskie-vstrechi',
      name: 'Ростовские встречи',
      date_start: '2026-11-01',
      date_end: '2026-11-03',
      city: { name: 'Ростов-на-Дону' },
    },
    role: 'juror',
    scored: 2,
    total: 5,
    published: false,
    ...overrides,
  });

  test('each event with my part and how far my scoring has gone, linked to its sheet', () => {
    renderWithShell(
      <JuryEventsView
        assignments={[
          assignment({}),
          assignment({
            event: { ...assignment({}).event, id: 8, name: 'Балтийская рапсодия' },
            role: 'chair',
            scored: 8,
            total: 8,
            published: true,
          }),
        ]}
      />,
      { area: 'id', path: '/jury/?domain=id' },
    );
    const first = screen.getByRole('link', { name: 'Ростовские встречи' });
    expect(first.getAttribute('href')).toBe('/jury/7/?domain=id');
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByText('1–3 ноября 2026 · Ростов-на-Дону · Член жюри')).toBeTruthy();
    expect(within(card).getByText('Оценено 2 из 5')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Балтийская рапсодия' }).closest('li') as HTMLElement;
    expect(within(second).getByText(/Председатель жюри/)).toBeTruthy();
    expect(within(second).getByText('Результаты опубликованы')).toBeTruthy();
  });

  test('nobody assigned: what the page is for', () => {
    renderWithShell(<JuryEventsView assignments={[]} />, { area: 'id', path: '/jury/?domain=id' });
    expect(screen.getByText(/Вы пока не входите в жюри/)).toBeTruthy();
  });
});

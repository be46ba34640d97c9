import { describe, expect, test } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('the rich-text subset (decision 0024)', () => {
  test('headings, paragraphs joined across lines, bulleted and numbered lists', () => {
    const blocks = parseMarkdown(
      '## Как подать заявку\nВыберите фестиваль\nи номинацию.\n\n- Вокал\n- Танцы\n1. Оплатите\n2. Выступите\n### Сроки',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, content: [{ kind: 'text', text: 'Как подать заявку' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Выберите фестиваль и номинацию.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'Вокал' }], [{ kind: 'text', text: 'Танцы' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'Оплатите' }], [{ kind: 'text', text: 'Выступите' }]] },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Сроки' }] },
    ]);
  });

  test('bold and links, a link label may be bold', () => {
    expect(parseInline('Смотрите **тарифы** на [странице **цен**](/tarify/#pricing).')).toEqual([
      { kind: 'text', text: 'Смотрите ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'тарифы' }] },
      { kind: 'text', text: ' на ' },
      {
        kind: 'link',
        href: '/tarify/#pricing',
        children: [
          { kind: 'text', text: 'странице ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'цен' }] },
        ],
      },
      { kind: 'text', text: '.' },
    ]);
  });

  test('what is not the subset stays text as typed: markup, unclosed marks, # headings, links with spaces', () => {
    expect(parseInline('<b>жирный</b> **не закрыт [нет](ссылки')).toEqual([
      { kind: 'text', text: '<b>жирный</b> **не закрыт [нет](ссылки' },
    ]);
    expect(parseInline('[текст](javascript: alert(1))')).toEqual([{ kind: 'text', text: '[текст](javascript: alert(1))' }]);
    expect(parseMarkdown('# Один решётка\n#### Четыре')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '# Один решётка #### Четыре' }] },
    ]);
  });

  test('a megabyte of text parses in one pass without blowing the stack', () => {
    const big = '**a** [b](/c/) '.repeat(70_000);
    const started = performance.now();
    const [block] = parseMarkdown(big);
    expect(block?.kind).toBe('paragraph');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

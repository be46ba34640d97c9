import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { decodeEntities, highlightText, parseHighlight } from './highlight';
import { Highlighted } from './Highlighted';

describe('search highlights', () => {
  test('matches in <mark> become marked parts, the rest plain text', () => {
    expect(parseHighlight('Фестиваль-<mark>конкурс</mark> «Балтийская рапсодия»')).toEqual([
      { text: 'Фестиваль-', marked: false },
      { text: 'конкурс', marked: true },
      { text: ' «Балтийская рапсодия»', marked: false },
    ]);
  });

  test('the entities the server writes are decoded', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39; &#x41;&#66;')).toBe('<b> & "x" \'y\' AB');
    expect(decodeEntities('&unknown; &#xD800; &#0;')).toBe('&unknown; &#xD800; &#0;');
  });

  test('escaped markup stays text and only <mark> is a tag', () => {
    const html = '&lt;script&gt;alert(1)&lt;/script&gt; <mark>вокал</mark> <img src=x onerror=alert(1)> <b>жирный</b>';
    const { container } = render(<Highlighted html={html} />);
    expect(container.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['вокал']);
    expect(container.textContent).toBe('<script>alert(1)</script> вокал <img src=x onerror=alert(1)> <b>жирный</b>');
  });

  test('unbalanced, nested and empty marks do not break the text', () => {
    expect(parseHighlight('<mark></mark>а</mark>б<mark>в')).toEqual([
      { text: 'аб', marked: false },
      { text: 'в', marked: true },
    ]);
    expect(parseHighlight('<MARK>а<mark>б</mark></MARK>в')).toEqual([
      { text: 'аб', marked: true },
      { text: 'в', marked: false },
    ]);
    expect(parseHighlight(null)).toEqual([]);
    expect(highlightText('Вокальный <mark>конкурс</mark> &amp; фестиваль')).toBe('Вокальный конкурс & фестиваль');
  });
});

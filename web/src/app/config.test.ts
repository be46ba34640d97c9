import { describe, expect, test } from 'vitest';
import { CONFIG_ELEMENT_ID, configFromDocument, readPlatformConfig } from './config';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = html;
  return doc;
}

describe('run-time config from the JSON data block', () => {
  test('reads the base domain from <script type="application/json" id="platform-config">', () => {
    const doc = documentWith(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">{"baseDomain":"Example.RU"}</script>`);
    expect(readPlatformConfig(configFromDocument(doc)).baseDomain).toBe('example.ru');
  });

  test('the server escapes "<" as \\u003c; JSON.parse restores it', () => {
    const doc = documentWith(
      `<script type="application/json" id="${CONFIG_ELEMENT_ID}">{"baseDomain":"a.ru","note":"\\u003c/script>"}</script>`,
    );
    expect(configFromDocument(doc)).toEqual({ baseDomain: 'a.ru', note: '</script>' });
  });

  test('missing, empty or broken block: the defaults', () => {
    expect(configFromDocument(undefined)).toBeUndefined();
    expect(configFromDocument(documentWith(''))).toBeUndefined();
    expect(configFromDocument(documentWith(`<script type="application/json" id="${CONFIG_ELEMENT_ID}"></script>`))).toBeUndefined();
    const broken = documentWith(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">{"baseDomain":</script>`);
    expect(configFromDocument(broken)).toBeUndefined();
    expect(readPlatformConfig(configFromDocument(broken)).baseDomain).toBe('localhost');
  });

  test('only a valid domain string is taken', () => {
    expect(readPlatformConfig(undefined).baseDomain).toBe('localhost');
    expect(readPlatformConfig(null).baseDomain).toBe('localhost');
    expect(readPlatformConfig('example.ru').baseDomain).toBe('localhost');
    expect(readPlatformConfig(['example.ru']).baseDomain).toBe('localhost');
    expect(readPlatformConfig({ baseDomain: 42 }).baseDomain).toBe('localhost');
    expect(readPlatformConfig({ baseDomain: 'bad domain' }).baseDomain).toBe('localhost');
    expect(readPlatformConfig({ baseDomain: ' .example.ru. ' }).baseDomain).toBe('example.ru');
  });

  test('the old inline global is no longer read', () => {
    Object.assign(window, { __PLATFORM__: { baseDomain: 'old.ru' } });
    expect(readPlatformConfig(configFromDocument(document)).baseDomain).toBe('localhost');
    Reflect.deleteProperty(window, '__PLATFORM__');
  });
});

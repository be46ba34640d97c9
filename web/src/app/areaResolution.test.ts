import { describe, expect, test } from 'vitest';
import { areaFromHost, errorPageArea, isLocalHost, resolveArea } from './areaResolution';

describe('area resolution (decision 0001)', () => {
  test.each([
    ['localhost', 'main'],
    ['bravo.localhost', 'bravo'],
    ['events.localhost', 'events'],
    ['id.localhost', 'id'],
    ['admin.localhost', 'admin'],
    ['unknown.localhost', 'main'],
    ['www.localhost', 'main'],
    ['BRAVO.LOCALHOST', 'bravo'],
  ])('host %s under localhost is %s', (host, area) => {
    expect(areaFromHost(host, 'localhost')).toBe(area);
  });

  test('a real base domain: first label under it, bare domain and others are main', () => {
    expect(areaFromHost('example.ru', 'example.ru')).toBe('main');
    expect(areaFromHost('oki.example.ru', 'example.ru')).toBe('oki');
    expect(areaFromHost('organizer.example.ru', 'example.ru')).toBe('organizer');
    expect(areaFromHost('arenda.example.ru', 'example.ru')).toBe('arenda');
    expect(areaFromHost('welcome.example.ru', 'example.ru')).toBe('welcome');
    expect(areaFromHost('shop.example.ru', 'example.ru')).toBe('main');
    expect(areaFromHost('www.bravo.example.ru', 'example.ru')).toBe('bravo');
    expect(areaFromHost('bravo.other.ru', 'example.ru')).toBe('main');
    expect(areaFromHost('notexample.ru', 'example.ru')).toBe('main');
  });

  test('on local hosts ?domain= chooses the area', () => {
    expect(resolveArea({ hostname: 'localhost', search: '?domain=bravo' }, 'localhost')).toBe('bravo');
    expect(resolveArea({ hostname: 'events.localhost', search: '?domain=oki' }, 'localhost')).toBe('oki');
    expect(resolveArea({ hostname: '127.0.0.1', search: '?x=1&domain=events' }, 'localhost')).toBe('events');
    expect(resolveArea({ hostname: 'localhost', search: '?domain=nope' }, 'localhost')).toBe('main');
    expect(resolveArea({ hostname: 'bravo.localhost', search: '?domain=nope' }, 'localhost')).toBe('bravo');
  });

  test('on a real domain ?domain= is ignored', () => {
    expect(resolveArea({ hostname: 'example.ru', search: '?domain=bravo' }, 'example.ru')).toBe('main');
    expect(resolveArea({ hostname: 'events.example.ru', search: '?domain=bravo' }, 'example.ru')).toBe('events');
  });

  test('local hosts', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('bravo.localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('::1')).toBe(true);
    expect(isLocalHost('example.ru')).toBe(false);
    expect(isLocalHost('localhost.example.ru')).toBe(false);
  });

  test('welcome is main on the error page', () => {
    expect(errorPageArea('welcome')).toBe('main');
    expect(errorPageArea('bravo')).toBe('bravo');
  });
});

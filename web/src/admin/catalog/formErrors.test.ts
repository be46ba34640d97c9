import { afterEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { httpClient, toFormErrors } from '../dataProvider';

describe('server validation errors in admin forms', () => {
  afterEach(() => vi.unstubAllGlobals());

  test("the envelope's {field: [messages]} becomes react-admin's {field: message}", () => {
    expect(
      toFormErrors(
        {
          slug: ['Такое значение уже занято', 'второе'],
          color: ['Цвет задаётся 3 или 6 шестнадцатеричными цифрами: #RGB или #RRGGBB'],
        },
        'Проверьте правильность заполнения полей',
      ),
    ).toEqual({
      slug: 'Такое значение уже занято',
      color: 'Цвет задаётся 3 или 6 шестнадцатеричными цифрами: #RGB или #RRGGBB',
      root: { serverError: 'Проверьте правильность заполнения полей' },
    });
    // A block's field inside a page: the path of the form's input.
    expect(toFormErrors({ 'blocks[2].items[10].title': ['Обязательное поле для заполнения'] }, 'x')).toEqual({
      'blocks.2.items.10.title': 'Обязательное поле для заполнения',
      root: { serverError: 'x' },
    });
    expect(toFormErrors({}, 'x')).toBeNull();
    expect(toFormErrors(null, 'x')).toBeNull();
    expect(toFormErrors(['a'], 'x')).toBeNull();
  });

  test('a 422 answer rejects with the per-field messages; a 409 keeps its message for the notification', async () => {
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          answer(422, {
            status: 422,
            message: 'Проверьте правильность заполнения полей',
            errors: { name: ['Обязательное поле для заполнения'] },
          }),
        )
        .mockResolvedValueOnce(answer(409, { status: 409, message: 'Город нельзя удалить: он используется в событиях' })),
    );
    const invalid = await httpClient('/api/admin/cities', { method: 'POST', body: '{}' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(HttpError);
    expect((invalid as HttpError).body.errors).toEqual({
      name: 'Обязательное поле для заполнения',
      root: { serverError: 'Проверьте правильность заполнения полей' },
    });
    const refused = await httpClient('/api/admin/cities/1', { method: 'DELETE' }).catch((error: unknown) => error);
    expect((refused as HttpError).status).toBe(409);
    expect((refused as HttpError).message).toBe('Город нельзя удалить: он используется в событиях');
  });
});

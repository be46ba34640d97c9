// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { FORM_CHOICES, requestFormLabel } from './labels';

describe('the forms of the inbox', () => {
  test("the list's filter offers every form by the server's Russian name", () => {
    expect(FORM_CHOICES).toEqual([
      { id: 'callback', name: 'Обратный звонок' },
      { id: 'question', name: 'Вопрос' },
      { id: 'feedback', name: 'Отзыв о платформе' },
      { id: 'tutor', name: 'Онлайн-репетитор' },
      { id: 'producer', name: 'Продюсерский центр' },
      { id: 'club', name: 'Вступление в клуб' },
      { id: 'ambassador', name: 'Конкурс амбассадоров' },
      { id: 'accelerator', name: 'Акселератор проектов' },
      { id: 'competence', name: 'Конкурс творческих компетенций' },
      { id: 'partner', name: 'Партнёрский центр' },
      { id: 'demo', name: 'Показ платформы' },
    ]);
  });

  test('a form the server adds later reads as its code', () => {
    expect(requestFormLabel('mentor')).toBe('mentor');
  });
});

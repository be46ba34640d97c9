import { describe, expect, test } from 'vitest';
import { paragraphsOf, projectSlugFromPath } from './projectPath';

describe('project pages', () => {
  test('the slug of the catch-all and the fixed routes comes from the path', () => {
    expect(projectSlugFromPath('/kreativnye-proekty/kemp-novaya-volna/')).toBe('kemp-novaya-volna');
    expect(projectSlugFromPath('/kreativnye-proekty/imena-rossii/')).toBe('imena-rossii');
    expect(projectSlugFromPath('/kreativnye-proekty/a/b/')).toBe('a/b');
    expect(projectSlugFromPath('/festival/x/')).toBe('');
  });

  test('plain-text sections split into paragraphs at blank lines', () => {
    expect(paragraphsOf('Первый абзац.\n\nВторой\nс переносом.\n \n')).toEqual(['Первый абзац.', 'Второй\nс переносом.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});

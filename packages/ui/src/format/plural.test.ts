import { describe, expect, it } from 'vitest';
import { HOUR_FORMS, pluralRu, SCREEN_FORMS } from './plural';

describe('pluralRu', () => {
  it.each([
    [0, 'экранов'],
    [1, 'экран'],
    [2, 'экрана'],
    [4, 'экрана'],
    [5, 'экранов'],
    [11, 'экранов'],
    [12, 'экранов'],
    [14, 'экранов'],
    [21, 'экран'],
    [22, 'экрана'],
    [101, 'экран'],
    [111, 'экранов'],
    [1_000_001, 'экран'],
    [-3, 'экрана'],
  ])('%i → %s', (n, word) => {
    expect(pluralRu(n, SCREEN_FORMS)).toBe(word);
  });

  it('takes the «few» form for fractions', () => {
    expect(pluralRu(1.5, HOUR_FORMS)).toBe('часа');
  });
});

import { describe, expect, it } from 'vitest';
import { errorTitle } from './error-title';

// What a loader's thrown 404 response becomes (react-router's ErrorResponse shape).
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

describe('errorTitle', () => {
  it('names the status of a route answer', () => {
    expect(errorTitle(notFound, false, 'Иное')).toBe('Ошибка 404');
  });

  it('says the page could not load when its code did not arrive', () => {
    expect(errorTitle(new TypeError('Failed to fetch'), true, 'Иное')).toBe(
      'Не удалось загрузить страницу',
    );
  });

  it('falls back to the screen’s own words for anything else', () => {
    expect(errorTitle(new Error('boom'), false, 'Что-то пошло не так')).toBe('Что-то пошло не так');
  });
});

import { describe, expect, it } from 'vitest';
import { showsError } from './error-node';

describe('showsError', () => {
  it('is off for the empty props', () => {
    expect(showsError(undefined)).toBe(false);
    expect(showsError(null)).toBe(false);
    expect(showsError(false)).toBe(false);
  });

  it('is on for true and for any node to show as details', () => {
    expect(showsError(true)).toBe(true);
    expect(showsError('Сервер недоступен')).toBe(true);
    expect(showsError(0)).toBe(true);
    expect(showsError('')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-menu-button';

describe('initialsOf', () => {
  it('takes the first letters of two words', () => {
    expect(initialsOf('Анна Смирнова')).toBe('АС');
  });
  it('uses the part of an e-mail before the @', () => {
    expect(initialsOf('ivan.petrov@example.ru')).toBe('IP');
    expect(initialsOf('manager@example.ru')).toBe('M');
  });
  it('survives an empty name', () => {
    expect(initialsOf('')).toBe('');
  });
});

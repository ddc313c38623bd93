import { describe, expect, it } from 'vitest';
import { screensText } from './screens-text';

describe('screensText', () => {
  it('writes the number with the declined noun', () => {
    expect(screensText(1)).toBe('1 экран');
    expect(screensText(3)).toBe('3 экрана');
    expect(screensText(11)).toBe('11 экранов');
    expect(screensText(1250)).toMatch(/^1\s250 экранов$/);
  });
});

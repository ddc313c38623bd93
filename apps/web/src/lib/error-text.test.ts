import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@ekran/api';
import { errorText } from './error-text';

describe('errorText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the generic words for an error it does not know', () => {
    expect(errorText(new Error('boom'))).toBe(errorMessages.generic);
  });

  it('says the connection is gone when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorText(new Error('boom'))).toBe(errorMessages.offline);
  });
});

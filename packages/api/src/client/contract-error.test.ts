import { describe, expect, it } from 'vitest';
import { ApiContractError, describeError, errorMessages } from './errors.ts';

describe('ApiContractError', () => {
  it('names the call and the bad paths, and reads to the user as an unexpected answer', () => {
    const error = new ApiContractError('GET v2/adv/', [
      { path: 'results.0.id', expected: 'number', received: 'nothing' },
    ]);
    expect(error.message).toContain('GET v2/adv/');
    expect(error.message).toContain('results.0.id');
    expect(describeError(error, true).message).toBe(errorMessages.contract);
    expect(errorMessages.contract).toBe('Сервер вернул неожиданный ответ');
  });
});

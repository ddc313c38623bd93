import { describe, expect, it } from 'vitest';
import { answerCheck } from './check-message.ts';

describe('answerCheck (the contract worker’s answer)', () => {
  it('normalises and checks a 2xx answer of a known call', () => {
    const reply = answerCheck({
      id: 7,
      method: 'GET',
      path: 'v2/user/balance/',
      text: JSON.stringify({ balance: '15000.00', available_balance: '12000.00' }),
    });
    expect(reply).toMatchObject({
      id: 7,
      ok: true,
      value: { balance: 15000, available_balance: 12000 },
    });
    // What the worker posts must survive structured cloning unchanged.
    expect(structuredClone(reply)).toEqual(reply);
  });

  it('names the call and the field of an answer that breaks the contract', () => {
    const reply = answerCheck({
      id: 1,
      method: 'GET',
      path: 'v2/user/get_me/',
      text: JSON.stringify({ id: 'первый' }),
    });
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.call).toContain('GET v2/user/get_me/');
    expect(reply.issues.map((issue) => issue.path)).toContain('id');
  });

  it('reads a save whose 2xx body is not JSON as a save with nothing to read', () => {
    expect(
      answerCheck({ id: 4, method: 'PATCH', path: 'v2/user/update_me/', text: '{"not json' }),
    ).toEqual({ id: 4, ok: true, value: null });
  });

  it('reports a body that is not JSON', () => {
    expect(answerCheck({ id: 2, method: 'GET', path: 'v2/user/get_me/', text: '<html>' })).toEqual({
      id: 2,
      ok: false,
      call: 'GET v2/user/get_me/',
      issues: [{ path: '', expected: 'JSON', received: 'text that is not JSON' }],
    });
  });

  it('passes the answer of a call the contract does not know', () => {
    expect(
      answerCheck({ id: 3, method: 'GET', path: 'test/anything/', text: '{"any":"1"}' }),
    ).toEqual({ id: 3, ok: true, value: { any: 1 } });
  });
});

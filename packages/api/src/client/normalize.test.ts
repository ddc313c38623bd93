import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  KEEP_STRING_KEYS,
  normalizeResponse,
  parseAndNormalize,
  toLosslessNumber,
} from './normalize.ts';

describe('toLosslessNumber', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['1.5', 1.5],
    ['0', 0],
    ['0.25', 0.25],
    // Django REST decimals: trailing zeros of the fraction carry no data.
    ['1500.00', 1500],
    ['1.50', 1.5],
    ['0.00', 0],
    ['-12.10', -12.1],
  ])('converts %j', (input, expected) => {
    expect(toLosslessNumber(input)).toBe(expected);
  });

  it.each([
    '0274',
    '1e5',
    ' 12',
    '12 ',
    '-0',
    '-0.00',
    '1.',
    '9007199254740993',
    '+1',
    '12345678901234567890',
    'Infinity',
    'NaN',
    '',
    '0x10',
    '1_000',
    '.5',
  ])('keeps %j a string', (input) => {
    expect(toLosslessNumber(input)).toBeUndefined();
  });
});

describe('normalizeResponse', () => {
  it('converts numeric strings everywhere, deeply', () => {
    expect(
      normalizeResponse({ count: '3', results: [{ id: '1', budget: '100.5', tags: ['7', 'x'] }] }),
    ).toEqual({
      count: 3,
      results: [{ id: 1, budget: 100.5, tags: [7, 'x'] }],
    });
  });

  it('leaves everything inside target_days as sent', () => {
    const target_days = [
      {
        day_number: '1',
        hours: [
          { hour: '00', is_active: false },
          { hour: '13', is_active: true },
        ],
      },
    ];
    expect(normalizeResponse({ id: '5', target_days })).toEqual({ id: 5, target_days });
  });

  it('keeps identifier fields strings even when they would round-trip', () => {
    const org = {
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      bank_bik: '044525225',
      checking_account: '40702810938000000001',
      correspondent_acc: '30101810400000000225',
      phone: '79991234567',
      index: '101000',
      f_index: '101000',
      house_number: '12',
      f_house_number: '7',
      carcase_number: '2',
      office_number: '15',
      balance: '1500',
    };
    expect(normalizeResponse(org)).toEqual({ ...org, balance: 1500 });
  });

  it('keeps a numeric campaign name a string', () => {
    expect(normalizeResponse({ name: '2024', budget: '10' })).toEqual({ name: '2024', budget: 10 });
  });

  it('keeps a "__proto__" key as data', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"a": "1"}}');
    const result = normalizeResponse<Record<string, unknown>>(parsed);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ a: 1 });
  });

  it('keeps a "__proto__" key as data when it normalises a body in place', () => {
    const result = parseAndNormalize('{"__proto__": {"a": "1"}, "b": ["2", {"__proto__": "3"}]}');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({ a: 1 });
    const inner = (result as { b: [number, object] }).b[1];
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(inner, '__proto__')?.value).toBe(3);
  });

  it('reads an empty body as null', () => {
    expect(parseAndNormalize('')).toBeNull();
    expect(parseAndNormalize('{"a":"1"}')).toEqual({ a: 1 });
  });
});

describe('normalizeResponse properties', () => {
  const json = fc.jsonValue();
  const keys = fc.oneof(
    fc.string(),
    fc.constantFrom(...KEEP_STRING_KEYS, 'target_days', 'id', 'budget'),
  );
  const numericish = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.double({ noNaN: true }).map(String),
    fc.stringMatching(/^[0-9 .e+-]{1,24}$/),
  );
  const tree: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      numericish,
      fc.boolean(),
      fc.constant(null),
      fc.double(),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(keys, tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(json, tree), (value) => {
        const once = normalizeResponse(value);
        expect(normalizeResponse(once)).toEqual(once);
      }),
      { numRuns: 1500 },
    );
  });

  it('never changes a string it cannot round-trip, nor anything that is not a string', () => {
    /** Every place where the output differs from the input in a way the rules forbid. */
    // `frozen`: inside target_days, nothing changes. `keyKept`: an identifier key's value (and the
    // items of an array under it) stays a string; objects below it follow their own keys.
    const violations = (
      before: unknown,
      after: unknown,
      frozen: boolean,
      keyKept: boolean,
      at: string,
    ): string[] => {
      if (typeof before === 'string') {
        const convertible = !frozen && !keyKept && toLosslessNumber(before) !== undefined;
        const ok = convertible
          ? typeof after === 'number' && String(after) === canonicalDecimal(before)
          : after === before;
        return ok ? [] : [`${at}: ${JSON.stringify(before)} → ${String(after)}`];
      }
      if (Array.isArray(before)) {
        if (!Array.isArray(after) || after.length !== before.length)
          return [`${at}: array changed`];
        return before.flatMap((item, i) =>
          violations(item, after[i], frozen, keyKept, `${at}[${i}]`),
        );
      }
      if (before !== null && typeof before === 'object') {
        const out = after as Record<string, unknown>;
        if (Object.keys(out).join('\u0000') !== Object.keys(before).join('\u0000'))
          return [`${at}: keys changed`];
        return Object.entries(before).flatMap(([key, value]) =>
          violations(
            value,
            Object.getOwnPropertyDescriptor(out, key)?.value,
            frozen || key === 'target_days',
            KEEP_STRING_KEYS.has(key),
            `${at}.${key}`,
          ),
        );
      }
      return Object.is(before, after) ? [] : [`${at}: ${String(before)} → ${String(after)}`];
    };
    fc.assert(
      fc.property(fc.oneof(json, tree), (value) => {
        expect(violations(value, normalizeResponse(value), false, false, '$')).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('round-trips through JSON text exactly like the parsed value', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(parseAndNormalize(JSON.stringify(value))).toEqual(
          normalizeResponse(JSON.parse(JSON.stringify(value))),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('identifiers stay text', () => {
  /** Strings a number parser would take: digits, decimals, leading zeros. */
  const numberLike = fc.oneof(
    fc.integer({ min: 0 }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: 0 }).map((value) => value.toFixed(2)),
    fc.stringMatching(/^0[0-9]{1,19}$/),
  );
  const identifierKeys = ['api_token', 'resolution', 'inn', 'phone', 'name', 'hour'] as const;

  it('an identifier that looks like a number stays the string it was, wherever it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...identifierKeys), numberLike, (key, value) => {
        const normalized = normalizeResponse({
          [key]: value,
          results: [{ [key]: value, budget: '1500.00' }],
        }) as { results: Record<string, unknown>[] } & Record<string, unknown>;
        expect(normalized[key]).toBe(value);
        expect(normalized.results[0]?.[key]).toBe(value);
        expect(normalized.results[0]?.budget).toBe(1500);
      }),
      { numRuns: 500 },
    );
  });
});

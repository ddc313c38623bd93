import { describe, expect, it } from 'vitest';
import { operations, type Operation } from './operations/index.ts';
import { ASSUMED, visitFields, type FieldVisit } from './sources.ts';
import type { z } from './kit.ts';

/**
 * The rule of what is strict (kit.ts): a field that fails an answer when it is missing must be
 * named by the spec (or implied by a path, as ids are) and carry the reason a screen needs it.
 */
const fields: (FieldVisit & { call: string })[] = [];
for (const [call, operation] of Object.entries(operations) as [string, Operation][]) {
  if (operation.response === 'file') continue;
  visitFields(operation.response as z.ZodType, (field) => fields.push({ ...field, call }));
}
const strictFields = fields.filter((field) => field.strict);
const label = (field: FieldVisit & { call: string }) => `${field.call}: ${field.key}`;

describe('the rule of what is strict', () => {
  it('walks every answer of the contract', () => {
    expect(fields.length).toBeGreaterThan(150);
  });

  it('a strict field is named by the spec', () => {
    const assumed = strictFields.filter((field) => field.source === ASSUMED).map(label);
    expect(assumed).toEqual([]);
  });

  it('a strict field says why a screen needs it', () => {
    const unexplained = strictFields.filter((field) => !field.why).map(label);
    expect(unexplained).toEqual([]);
  });

  it('is strict only in the few fields the screens act on', () => {
    const keys = [...new Set(strictFields.map((field) => field.key))].sort();
    expect(keys).toEqual([
      'access_token',
      'day_number',
      'hour',
      'hours',
      'id',
      'is_active',
      'player_id',
      'refresh_token',
      'results',
      'status',
    ]);
  });

  it('inside a list row, only the id is strict', () => {
    const rowStrict = strictFields
      .filter((field) => field.call.endsWith('.list') && field.key !== 'results')
      .map((field) => field.key);
    expect(new Set(rowStrict)).toEqual(new Set(['id']));
  });

  it('the campaign status is strict where it gates actions, not in list rows', () => {
    const status = strictFields
      .filter((field) => field.key === 'status')
      .map((field) => field.call);
    expect(status.sort()).toEqual(
      [
        'campaigns.activate',
        'campaigns.addBudget',
        'campaigns.archive',
        'campaigns.cancelModeration',
        'campaigns.finish',
        'campaigns.get',
        'campaigns.pause',
        'campaigns.runModeration',
      ].sort(),
    );
  });
});

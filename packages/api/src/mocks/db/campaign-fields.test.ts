import { describe, expect, it } from 'vitest';
import {
  createDefaultCampaignPayload,
  createDefaultTargetDays,
} from '../../campaigns/campaign-payload.ts';
import { DEFAULT_AUDIENCE, makeTargetDays, token } from './campaign-fields.ts';
import { createRng } from './prng.ts';

describe('campaign fields', () => {
  it('makes the default schedule, or switches on the hours `active` names', () => {
    expect(makeTargetDays()).toEqual(createDefaultTargetDays());
    const weekdays = makeTargetDays((day, hour) => day <= 5 && hour === 9);
    expect(weekdays.map((day) => day.hours.filter((h) => h.is_active).map((h) => h.hour))).toEqual([
      ['09'],
      ['09'],
      ['09'],
      ['09'],
      ['09'],
      [],
      [],
    ]);
  });

  it('uses the default payload audience', () => {
    expect(DEFAULT_AUDIENCE).toEqual(createDefaultCampaignPayload().audience);
  });

  it('draws a token of the given length from lower-case letters and digits, by the seed', () => {
    const first = token(createRng(1), 32);
    expect(first).toMatch(/^[a-z0-9]{32}$/);
    expect(token(createRng(1), 32)).toBe(first);
    expect(token(createRng(2), 32)).not.toBe(first);
  });
});

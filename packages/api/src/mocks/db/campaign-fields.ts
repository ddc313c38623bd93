import { createDefaultCampaignPayload, TARGET_HOURS } from '../../campaigns/campaign-payload.ts';
import type { Audience, TargetDay } from '../../campaigns/campaign-payload.ts';
import { Weekday } from '../../enums.ts';
import type { Rng } from './prng.ts';

/** Campaign field values that both the seed and the handlers build. */

/** The spec's default schedule: 7 days × 24 hours, all inactive; `active` switches some on. */
export function makeTargetDays(active?: (day: number, hour: number) => boolean): TargetDay[] {
  return Object.values(Weekday).map((day) => ({
    day_number: day,
    hours: TARGET_HOURS.map((hour, index) => ({
      hour,
      is_active: active ? active(day, index) : false,
    })),
  }));
}

export const DEFAULT_AUDIENCE: Audience = createDefaultCampaignPayload().audience;

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random lower-case token of `length` characters (a campaign's share link secret). */
export function token(rng: Rng, length: number): string {
  let result = '';
  for (let n = 0; n < length; n += 1)
    result += TOKEN_ALPHABET[rng.int(0, TOKEN_ALPHABET.length - 1)];
  return result;
}

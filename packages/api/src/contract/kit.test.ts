import { describe, expect, it } from 'vitest';
import { ApiContractError } from '../client/errors.ts';
import { normalizeResponse } from '../client/normalize.ts';
import { campaignSchema } from '../campaigns/campaigns.schemas.ts';
import { playerSchema } from '../players/players.schemas.ts';
import { checkResponse, findOperation, parseWith } from './check.ts';
import { page } from './kit.ts';
import { sampleCampaign, samplePlayer } from './samples.ts';

const player = normalizeResponse<Record<string, unknown>>(samplePlayer);
const players = page(playerSchema);

describe('tolerant where real backends vary', () => {
  it('reads a Django REST page and a bare array as the same page form', () => {
    const fromPage = players.parse({ count: 1, next: null, previous: null, results: [player] });
    const fromArray = players.parse([player]);
    expect(fromArray).toEqual(fromPage);
    expect(fromArray).toMatchObject({ count: 1, next: null, previous: null });
  });

  it('a page without count counts its results; next and previous default to null', () => {
    expect(players.parse({ results: [player, player] })).toMatchObject({
      count: 2,
      next: null,
      previous: null,
    });
  });

  it('gives missing or null texts, URLs and flags the defaults the screens rely on', () => {
    const { name: _name, photo: _photo, is_transition: _transit, ...rest } = player;
    const parsed = playerSchema.parse({ ...rest, address: null });
    expect(parsed).toMatchObject({ name: '', address: '', photo: null, is_transition: false });
  });

  it('reads a number where text was expected as its digits (a name "2024" sent bare)', () => {
    expect(playerSchema.parse({ ...player, name: 2024 }).name).toBe('2024');
  });

  it('passes unknown extra fields through', () => {
    expect(playerSchema.parse({ ...player, floor: 3 })).toMatchObject({ floor: 3 });
  });
});

describe('strict where the app would break', () => {
  it('a missing id is a contract error naming the call and the field', () => {
    const { id: _id, ...withoutId } = player;
    const read = () => parseWith('players.list', players, { count: 1, results: [withoutId] });
    expect(read).toThrow(ApiContractError);
    expect(read).toThrow(
      expect.objectContaining({
        issues: [{ path: 'results.0.id', expected: 'number', received: 'nothing' }],
      }),
    );
  });

  it('a number a screen computes with, sent as text that is not a number, is an error', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    const result = campaignSchema.safeParse({ ...campaign, budget: 'много' });
    expect(result.success).toBe(false);
  });

  it('an unknown status is an error (screens branch on it)', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    expect(campaignSchema.safeParse({ ...campaign, status: 42 }).success).toBe(false);
  });

  it('a list that is neither an array nor a page says what came', () => {
    expect(() => parseWith('players.list', players, 'text')).toThrow(
      expect.objectContaining({
        issues: [{ path: '', expected: 'array or object', received: 'string "text"' }],
      }),
    );
  });
});

describe('routing an answer to its operation', () => {
  it('prefers a literal path to a templated one', () => {
    expect(findOperation('GET', 'v2/adv/player_stat/')?.name).toBe('campaigns.playerStat');
    expect(findOperation('GET', 'v2/adv/12/')?.name).toBe('campaigns.get');
    expect(findOperation('DELETE', 'v2/adv/12/')?.name).toBe('campaigns.remove');
    expect(findOperation('GET', 'v2/adv/public/12/')?.name).toBe('shared.get');
    expect(findOperation('POST', 'v2/adv/12/change_video/3/')?.name).toBe('campaigns.changeVideo');
  });

  it('lets a request that is no operation through unchecked', () => {
    expect(checkResponse('GET', 'test/anything/', { any: 1 })).toEqual({ any: 1 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { ApiContractError } from '../client/errors.ts';
import { normalizeResponse } from '../client/normalize.ts';
import { campaignPageSchema, campaignSchema } from '../campaigns/campaigns.schemas.ts';
import { playerPageSchema, playerSchema } from '../players/players.schemas.ts';
import { checkResponse, findOperation, parseWith } from './check.ts';
import { page, savedRef, setRowReporter, withFallbacksReported } from './kit.ts';
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

describe('strict only where a screen acts on it', () => {
  it('a missing campaign id is a contract error naming the call and the field', () => {
    const { id: _id, ...withoutId } = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    const read = () => parseWith('campaigns.get', campaignSchema, withoutId);
    expect(read).toThrow(ApiContractError);
    expect(read).toThrow(
      expect.objectContaining({
        issues: [{ path: 'id', expected: 'number', received: 'nothing' }],
      }),
    );
  });

  it('an unknown status of the campaign the view acts on is an error (it gates the actions)', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    expect(campaignSchema.safeParse({ ...campaign, status: 42 }).success).toBe(false);
  });

  it('money that is missing, null or not a number reads as unknown (null), never 0', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    const { spent: _spent, ...withoutSpent } = campaign;
    const parsed = campaignSchema.parse({ ...withoutSpent, budget: 'много', daily_budget: null });
    expect(parsed).toMatchObject({ budget: null, daily_budget: null, spent: null });
  });

  it('an enum value the app does not know reads as null; the spec defaults fill what is missing', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    const { audience: _a, target_days: _t, delay: _d, ...rest } = campaign;
    const parsed = campaignSchema.parse({ ...rest, moderation_status: 9, type: 3 });
    expect(parsed.moderation_status).toBeNull();
    expect(parsed.type).toBeNull();
    expect(parsed.audience).toEqual({ age_from: 18, age_to: 100, gender: 'all', income: 'abc' });
    expect(parsed.target_days).toHaveLength(7);
    expect(parsed.delay).toBe(50);
  });

  it('a list that is neither an array nor a page says what came', () => {
    expect(() => parseWith('players.list', players, 'text')).toThrow(
      expect.objectContaining({
        issues: [{ path: '', expected: 'array or object', received: 'string "text"' }],
      }),
    );
  });
});

describe('rows judged one by one', () => {
  afterEach(() => setRowReporter(() => undefined));

  it('a row without its id is left out, counted and reported; the rest of the page shows', () => {
    const reported: unknown[] = [];
    setRowReporter((rows) => reported.push(...rows));
    const { id: _id, ...withoutId } = player;
    const parsed = players.parse({ count: 3, results: [player, withoutId, { ...player, id: 9 }] });
    expect(parsed.results.map((row) => row.id)).toEqual([player.id, 9]);
    expect(parsed).toMatchObject({ count: 3, omitted: 1 });
    expect(reported).toEqual([
      { index: 1, issues: [expect.objectContaining({ path: 'id', expected: 'number' })] },
    ]);
  });

  it('a map player without coordinates is left out of the map and counted', () => {
    const { latitude: _lat, ...unplaced } = player;
    const parsed = playerPageSchema.parse([player, { ...unplaced, id: 5 }]);
    expect(parsed.results).toHaveLength(1);
    expect(parsed.omitted).toBe(1);
  });

  it('an unknown enum value in a row keeps the row, read as null', () => {
    const row = { id: 1, status: 99, moderation_status: 1, budget: '10.00', name: 'A' };
    const parsed = campaignPageSchema.parse(normalizeResponse([row]));
    expect(parsed.results[0]).toMatchObject({ id: 1, status: null, budget: 10 });
    expect(parsed.omitted).toBe(0);
  });
});

describe('a save that got a 2xx is a save', () => {
  it('reads the id when the answer names one, and anything else as null', () => {
    const saved = savedRef();
    expect(saved.parse({ id: 7, name: 'x' })).toEqual({ id: 7 });
    expect(saved.parse({ detail: 'ok' })).toBeNull();
    expect(saved.parse('')).toBeNull();
    expect(saved.parse(null)).toBeNull();
  });
});

describe('contract:check reading', () => {
  it('reports each tolerant fallback as an issue only when asked', () => {
    const campaign = normalizeResponse<Record<string, unknown>>(sampleCampaign);
    const { spent: _spent, ...withoutSpent } = campaign;
    expect(campaignSchema.safeParse(withoutSpent).success).toBe(true);
    const strict = withFallbacksReported(() => campaignSchema.safeParse(withoutSpent));
    expect(strict.success).toBe(false);
    expect(strict.error?.issues.map((issue) => issue.path.join('.'))).toContain('spent');
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

/**
 * What the fake backend's campaign tests share (campaigns.test.ts: the list and the lifecycle;
 * campaign-content.test.ts: videos, players, statistics and exports): the answer shapes they read,
 * a seeded campaign by status, the balance and a valid create payload.
 */
import { createDefaultCampaignPayload } from '../campaigns/campaign-payload.ts';
import { paths } from '../paths.ts';
import { getMockDb } from './db/db.ts';
import { callJson } from './test-helpers.ts';

export interface Campaign {
  id: number;
  name: string;
  status: number;
  moderation_status: number;
  budget: string;
  spent: string;
  players: number[];
  videos: number[];
  player_settings: { player_id: number; daily_limit: number | null; video_id: number | null }[];
}
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A seeded campaign of the agency user in the given status. */
export function seeded(status: number, moderation?: number) {
  const { state } = getMockDb();
  const campaign = state.campaigns.find(
    (c) =>
      c.user_id === 1 &&
      c.status === status &&
      (moderation === undefined || c.moderation_status === moderation),
  );
  if (!campaign) throw new Error(`no seeded campaign in status ${status}`);
  return campaign;
}

export const balance = async (token: string) =>
  (await callJson<{ balance: string; available_balance: string }>(paths.user.balance, { token }))
    .body;

export const payload = (overrides: object = {}) => ({
  ...createDefaultCampaignPayload(),
  name: 'Новая кампания',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  players: [1, 2, 3],
  ...overrides,
});

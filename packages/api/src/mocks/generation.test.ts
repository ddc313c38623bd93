import { describe, expect, it } from 'vitest';
import {
  BillType,
  CampaignStatus,
  CampaignType,
  DocumentType,
  ModerationStatus,
  OrgStatus,
  OrgType,
  Signing,
  UserRole,
  VideoModerationStatus,
  enumValues,
} from '../enums.ts';
import { MOCK_PLAYER_COUNT, MOCK_SEED, MOCK_TODAY, mockDate } from './db/constants.ts';
import { generatePlayers, getPlayers } from './db/players.ts';
import { generateSeed } from './db/seed.ts';
import { sumStats } from './db/totals.ts';
import { campaignStats } from './db/stats.ts';
import { getMockDb, resetMockDb } from './db/db.ts';

describe('generation', () => {
  it('is deterministic: two generations are equal', () => {
    expect(generatePlayers(MOCK_SEED, 2000)).toEqual(generatePlayers(MOCK_SEED, 2000));
    const first = generateSeed(MOCK_SEED);
    const second = generateSeed(MOCK_SEED);
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    expect([...second.stats]).toEqual([...first.stats]);
    expect(JSON.stringify(generateSeed(MOCK_SEED + 1).state)).not.toBe(JSON.stringify(first.state));
  });

  it('derives dates from the fixed today', () => {
    expect(MOCK_TODAY.toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(mockDate()).toBe('2026-11-20');
    expect(mockDate(-90)).toBe('2026-08-22');
  });

  it('has 20,000 players in 10+ Russian cities with every kind of screen', () => {
    const players = getPlayers();
    expect(players.length).toBeGreaterThanOrEqual(MOCK_PLAYER_COUNT);
    expect(new Set(players.map((p) => p.id)).size).toBe(players.length);
    const cities = new Set(players.map((p) => p.city_name));
    expect(cities.size).toBeGreaterThanOrEqual(10);
    expect(cities).toContain('Москва');
    expect(cities).toContain('Санкт-Петербург');
    const types = new Set(players.map((p) => p.type_name));
    expect(types).toContain('CB');
    expect(types).toContain('RB');
    expect(players.some((p) => p.photo?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(players.some((p) => p.photo === null)).toBe(true);
    expect(new Set(players.map((p) => p.venue))).toEqual(new Set(['outdoor', 'indoor']));
    expect(players.some((p) => p.is_transition)).toBe(true);
    const moscow = players.filter((p) => p.city_name === 'Москва');
    for (const p of moscow) {
      expect(p.latitude).toBeGreaterThan(55.4);
      expect(p.latitude).toBeLessThan(56.1);
      expect(p.longitude).toBeGreaterThan(37.1);
      expect(p.longitude).toBeLessThan(38.1);
    }
    expect(
      players.every(
        (p) => p.ots > 0 && p.grp > 0 && p.price_kop > 0 && /^\d+x\d+$/.test(p.resolution),
      ),
    ).toBe(true);
  });

  it('seeds every status, type and state the screens show', () => {
    resetMockDb();
    const { state } = getMockDb();
    expect(state.tenants.map((t) => t.slug)).toEqual(['ekran', 'gorod-ekran', 'mediafasad']);
    expect(new Set(state.tenants.map((t) => t.domain)).size).toBe(3);
    expect(new Set(state.tenants.map((t) => t.logo)).size).toBe(3);
    expect(new Set(state.users.map((u) => u.role))).toEqual(new Set(enumValues(UserRole)));
    expect(new Set(state.organizations.map((o) => o.org_type))).toEqual(
      new Set(enumValues(OrgType)),
    );
    expect(new Set(state.organizations.map((o) => o.doc_status))).toEqual(
      new Set(enumValues(OrgStatus)),
    );
    expect(new Set(state.campaigns.map((c) => c.status))).toEqual(
      new Set(enumValues(CampaignStatus)),
    );
    expect(new Set(state.campaigns.map((c) => c.moderation_status))).toEqual(
      new Set(enumValues(ModerationStatus)),
    );
    expect(new Set(state.campaigns.map((c) => c.type))).toEqual(new Set(enumValues(CampaignType)));
    expect(new Set(state.videos.map((v) => v.moderation_status))).toEqual(
      new Set(enumValues(VideoModerationStatus)),
    );
    expect(new Set(state.bills.map((b) => b.type))).toEqual(new Set(enumValues(BillType)));
    const docKinds = new Set(state.documents.map((d) => `${d.type}/${d.signing}`));
    for (const type of enumValues(DocumentType))
      for (const signing of enumValues(Signing)) expect(docKinds).toContain(`${type}/${signing}`);
    expect(state.geoplans.length).toBeGreaterThan(0);
    const planned = state.campaigns.filter((c) => c.geo_plans.length > 0);
    expect(planned.length).toBeGreaterThan(0);
    for (const campaign of planned) {
      const plan = state.geoplans.find((p) => p.id === campaign.geo_plans[0]);
      expect(plan?.user_id).toBe(campaign.user_id);
      expect(plan?.players.every((id) => campaign.players.includes(id))).toBe(true);
    }
  });

  it('keeps 90 days of statistics whose daily, player and video views agree', () => {
    resetMockDb();
    const { state, stats } = getMockDb();
    expect(stats.size).toBeGreaterThan(10);
    const firstDay = mockDate(-90);
    for (const campaign of state.campaigns.filter((c) => stats.has(c.id))) {
      const { daily, players, videos, totals } = campaignStats(campaign.id);
      expect(daily.every((row) => row.date >= firstDay && row.date < mockDate())).toBe(true);
      expect(sumStats(players)).toEqual(totals);
      expect(sumStats(videos)).toEqual(totals);
      expect(totals.spent_kop).toBe(campaign.spent_kop);
      expect(totals.impressions).toBe(campaign.impressions);
      expect(campaign.budget_kop).toBeGreaterThanOrEqual(campaign.spent_kop);
      // Any period splits consistently too.
      const week = campaignStats(campaign.id, { from: mockDate(-7), to: mockDate(-1) });
      expect(sumStats(week.players)).toEqual(week.totals);
      expect(sumStats(week.videos)).toEqual(week.totals);
    }
  });

  it('balances add up: deposits − withdrawals = balance; free = balance − reserved budgets', () => {
    resetMockDb();
    const { state } = getMockDb();
    for (const org of state.organizations) {
      const bills = state.bills.filter((b) => b.user_id === org.user_id && b.is_paid);
      const paid = bills.reduce(
        (sum, b) => sum + (b.type === BillType.DEPOSIT ? b.amount_kop : -b.amount_kop),
        0,
      );
      expect(paid).toBe(org.balance_kop);
      const reserved = state.campaigns
        .filter(
          (c) =>
            c.user_id === org.user_id &&
            c.status !== CampaignStatus.FINISH &&
            c.status !== CampaignStatus.ARCHIVE,
        )
        .reduce((sum, c) => sum + c.budget_kop - c.spent_kop, 0);
      expect(org.available_kop).toBe(org.balance_kop - reserved);
    }
  });
});

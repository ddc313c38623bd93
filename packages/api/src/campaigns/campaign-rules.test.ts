import { describe, expect, it } from 'vitest';
import { CampaignStatus as S, ModerationStatus as M } from '../enums.ts';
import {
  allowedCampaignActions,
  CAMPAIGN_ACTION_RULES,
  canChangeCampaignMoney,
  canDeleteCampaign,
  canEditCampaign,
  moderationAddsInformation,
} from './campaign-rules.ts';

describe('campaign status rules', () => {
  it.each([
    [S.ACTIVE, M.APPROVED, ['pause', 'finish']],
    [S.PAUSE, M.APPROVED, ['activate', 'finish', 'archive']],
    [S.FINISH, M.APPROVED, ['archive']],
    [S.DRAFT, M.NOT_STARTED, ['runModeration', 'archive']],
    [S.DRAFT, M.DECLINED, ['runModeration', 'archive']],
    [S.PAUSE, M.PARTIALLY_DECLINED, ['runModeration', 'activate', 'finish', 'archive']],
    [S.ARCHIVE, M.APPROVED, []],
    [S.MODERATION, M.MODERATION, ['cancelModeration']],
  ] as const)('status %i, moderation %i allows %j', (status, moderation_status, actions) => {
    expect(allowedCampaignActions({ status, moderation_status })).toEqual(actions);
  });

  it('refuses delete while running or on moderation, edits once finished', () => {
    expect(canDeleteCampaign({ status: S.ACTIVE, moderation_status: M.APPROVED })).toBe(false);
    expect(canDeleteCampaign({ status: S.MODERATION, moderation_status: M.MODERATION })).toBe(
      false,
    );
    expect(canDeleteCampaign({ status: S.PAUSE, moderation_status: M.APPROVED })).toBe(true);
    expect(canEditCampaign({ status: S.FINISH, moderation_status: M.APPROVED })).toBe(false);
    expect(canEditCampaign({ status: S.MODERATION, moderation_status: M.MODERATION })).toBe(false);
    expect(canEditCampaign({ status: S.DRAFT, moderation_status: M.NOT_STARTED })).toBe(true);
  });

  it.each([
    [S.MODERATION, M.MODERATION, false],
    [S.DRAFT, M.NOT_STARTED, false],
    [S.ACTIVE, M.APPROVED, false],
    [S.DRAFT, M.APPROVED, true],
    [S.DRAFT, M.DECLINED, true],
    [S.PAUSE, M.PARTIALLY_DECLINED, true],
    [S.DRAFT, M.MODERATION, true],
  ] as const)(
    'status %i with moderation %i: the moderation badge adds information: %s',
    (status, moderation_status, shown) => {
      expect(moderationAddsInformation({ status, moderation_status })).toBe(shown);
    },
  );

  // A list row whose status the app does not know (null) gates nothing, whatever its moderation says.
  it.each([null, M.NOT_STARTED, M.DECLINED, M.PARTIALLY_DECLINED, M.APPROVED] as const)(
    'an unknown status with moderation %s allows no action, edit, money change or delete',
    (moderation_status) => {
      const facts = { status: null, moderation_status };
      expect(allowedCampaignActions(facts)).toEqual([]);
      for (const rule of Object.values(CAMPAIGN_ACTION_RULES)) expect(rule(facts)).toBe(false);
      expect(canEditCampaign(facts)).toBe(false);
      expect(canChangeCampaignMoney(facts)).toBe(false);
      expect(canDeleteCampaign(facts)).toBe(false);
    },
  );

  it('an unknown moderation status unlocks nothing a known status does not', () => {
    expect(allowedCampaignActions({ status: S.ACTIVE, moderation_status: null })).toEqual([
      'pause',
      'finish',
    ]);
    expect(allowedCampaignActions({ status: S.PAUSE, moderation_status: null })).not.toContain(
      'runModeration',
    );
    expect(moderationAddsInformation({ status: S.DRAFT, moderation_status: null })).toBe(false);
  });
});

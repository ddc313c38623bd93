import { describe, expect, it } from 'vitest';
import { CampaignStatus as S, ModerationStatus as M } from '../enums.ts';
import {
  allowedCampaignActions,
  canDeleteCampaign,
  canEditCampaign,
  moderationAddsInformation,
} from './campaign-defaults.ts';

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
});

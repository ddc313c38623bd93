/**
 * The fake's campaigns by owner and state: whose campaign a path names, moderation that settles
 * with time, and the budget moved between the balance and a campaign.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import { campaignStatusLabels } from '../../../enum-labels.ts';
import { CampaignStatus, ModerationStatus, VideoModerationStatus } from '../../../enums.ts';
import { commit, getMockDb } from '../../db/db.ts';
import type { CampaignRow, UserRow, VideoRow } from '../../db/types.ts';
import { moneyText, organizationOf } from '../../serialize.ts';
import { fail, idParam, requireUser } from '../utils.ts';
import type { RouteContext } from '../utils.ts';

export const S = CampaignStatus;
export const M = ModerationStatus;
export const V = VideoModerationStatus;

/** How long a campaign the user sent stays in moderation before the fake approves it. */
export const MODERATION_DELAY_MS = 20_000;

/** Approves a campaign the user sent to moderation once its time has come (lazily, on access). */
function settleModeration(campaign: CampaignRow): void {
  if (campaign.status !== S.MODERATION || campaign.moderation_started_at === null) return;
  if (Date.now() - campaign.moderation_started_at < MODERATION_DELAY_MS) return;
  moderateCampaign(campaign.id, 'approve');
}

/**
 * Finishes moderation of a campaign now, as the moderators would: approve starts it, decline sends
 * it back to draft with a reason. For tests and demos.
 */
export function moderateCampaign(
  id: number,
  verdict: 'approve' | 'decline',
  reason = 'Ролик не соответствует требованиям.',
): void {
  const { state } = getMockDb();
  const campaign = state.campaigns.find((row) => row.id === id);
  if (!campaign) throw new Error(`No mock campaign ${id}`);
  campaign.moderation_started_at = null;
  for (const video of videosOf(campaign)) {
    if (video.moderation_status === V.MODERATION || video.moderation_status === V.NOT_STARTED) {
      video.moderation_status = verdict === 'approve' ? V.APPROVED : V.DECLINED;
      video.decline_reason = verdict === 'approve' ? null : reason;
    }
  }
  if (verdict === 'approve') {
    campaign.status = S.ACTIVE;
    campaign.moderation_status = M.APPROVED;
    campaign.moderation_comment = null;
  } else {
    campaign.status = S.DRAFT;
    campaign.moderation_status = M.DECLINED;
    campaign.moderation_comment = reason;
  }
  commit();
}

export function userCampaigns(user: UserRow): CampaignRow[] {
  const campaigns = getMockDb().state.campaigns.filter((campaign) => campaign.user_id === user.id);
  campaigns.forEach(settleModeration);
  return campaigns;
}

/** The user's campaign of the path, or a 404 (someone else's campaign is "not found" too). */
export function ownCampaign({
  request,
  params,
}: RouteContext): { user: UserRow; campaign: CampaignRow } | undefined {
  const id = idParam(params);
  if (id === undefined) return undefined;
  const user = requireUser(request);
  const campaign = getMockDb().state.campaigns.find(
    (row) => row.id === id && row.user_id === user.id,
  );
  if (!campaign) fail(404, 'Кампания не найдена.');
  settleModeration(campaign);
  return { user, campaign };
}

export function videosOf(campaign: CampaignRow): VideoRow[] {
  const { videos } = getMockDb().state;
  return campaign.videos
    .map((id) => videos.find((video) => video.id === id))
    .filter((video) => video !== undefined);
}

export const isRunning = (campaign: CampaignRow): boolean =>
  campaign.status !== S.FINISH && campaign.status !== S.ARCHIVE;

/** Returns the unspent budget of a campaign that stops running to the available balance. */
export function releaseBudget(campaign: CampaignRow): void {
  if (!isRunning(campaign)) return;
  organizationOf(campaign.user_id).available_kop += Math.max(
    0,
    campaign.budget_kop - campaign.spent_kop,
  );
}

/** Moves money between the available balance and a campaign's budget; refuses more than there is. */
export function setBudget(campaign: CampaignRow, budgetKop: number): void {
  if (!Number.isFinite(budgetKop) || budgetKop < 0)
    fail(400, 'Бюджет должен быть неотрицательным числом.');
  if (budgetKop < campaign.spent_kop) {
    fail(
      400,
      `Бюджет не может быть меньше уже потраченной суммы (${moneyText(campaign.spent_kop)}).`,
    );
  }
  const org = organizationOf(campaign.user_id);
  const delta = budgetKop - campaign.budget_kop;
  if (delta > org.available_kop) {
    fail(400, `Недостаточно средств на балансе: доступно ${moneyText(org.available_kop)}.`);
  }
  org.available_kop -= delta;
  campaign.budget_kop = budgetKop;
}

export function refuseStatus(campaign: CampaignRow, action: string): never {
  fail(400, `Нельзя ${action}: кампания в статусе «${campaignStatusLabels[campaign.status]}».`);
}

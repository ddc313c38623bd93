import { CampaignStatus, ModerationStatus } from '../enums.ts';
import type { CampaignAction } from './campaigns.api.ts';

/**
 * What the status rules look at; the fake backend's rows, the campaign detail and a campaign-list
 * row all fit. A list row's status or moderation status may be null: a value the app does not
 * know, which allows nothing.
 */
export type CampaignStatusFacts = {
  status: CampaignStatus | null;
  moderation_status: ModerationStatus | null;
};

const S = CampaignStatus;
/** Not finished nor archived; an unknown status is not known to be running. */
const isRunning = ({ status }: CampaignStatusFacts) =>
  status !== null && status !== S.FINISH && status !== S.ARCHIVE;

/**
 * Which source statuses allow each status action (spec §4 leaves it open; this is the app's rule
 * set). The screens offer only the allowed actions and the fake backend refuses the rest with 400;
 * other preconditions (dates, players, budget left) stay with the server and come back as its message.
 * Each rule names the statuses it allows, so an unknown (null) status allows none of them.
 */
export const CAMPAIGN_ACTION_RULES: Record<
  CampaignAction,
  (campaign: CampaignStatusFacts) => boolean
> = {
  runModeration: (campaign) =>
    campaign.status === S.DRAFT ||
    ((campaign.moderation_status === ModerationStatus.DECLINED ||
      campaign.moderation_status === ModerationStatus.PARTIALLY_DECLINED) &&
      isRunning(campaign) &&
      campaign.status !== S.MODERATION),
  cancelModeration: ({ status }) => status === S.MODERATION,
  activate: ({ status }) => status === S.PAUSE,
  pause: ({ status }) => status === S.ACTIVE,
  finish: ({ status }) => status === S.ACTIVE || status === S.PAUSE,
  archive: ({ status }) => status === S.FINISH || status === S.DRAFT || status === S.PAUSE,
};

/** The status actions a campaign allows now, in the order of `CAMPAIGN_ACTIONS`. */
export const allowedCampaignActions = (campaign: CampaignStatusFacts): CampaignAction[] =>
  (Object.keys(CAMPAIGN_ACTION_RULES) as CampaignAction[]).filter((action) =>
    CAMPAIGN_ACTION_RULES[action](campaign),
  );

/**
 * Deleting is refused while a campaign runs or is on moderation, and while its status is unknown
 * (it may be either).
 */
export const canDeleteCampaign = ({ status }: CampaignStatusFacts): boolean =>
  status !== null && status !== S.ACTIVE && status !== S.MODERATION;

/**
 * Edits (wizard, budget, players, videos) are refused on moderation, finished and archived
 * campaigns, and on a campaign whose status is unknown.
 */
export const canEditCampaign = (campaign: CampaignStatusFacts): boolean =>
  isRunning(campaign) && campaign.status !== S.MODERATION;

/** Budget and per-player settings can change while the campaign is known not to have finished. */
export const canChangeCampaignMoney = (campaign: CampaignStatusFacts): boolean =>
  isRunning(campaign);

/**
 * Whether a list should show the campaign's moderation status beside its status: only when it says
 * something the status does not (a refusal, or an approval of a campaign that is back in draft), so
 * the list never shows «На модерации · На модерации».
 */
export const moderationAddsInformation = (campaign: CampaignStatusFacts): boolean => {
  const moderation = campaign.moderation_status;
  if (moderation === ModerationStatus.DECLINED) return true;
  if (moderation === ModerationStatus.PARTIALLY_DECLINED) return true;
  if (moderation === ModerationStatus.MODERATION) return campaign.status !== S.MODERATION;
  if (moderation === ModerationStatus.APPROVED) return campaign.status === S.DRAFT;
  return false;
};

import type { z } from 'zod';
import type {
  campaignPlayerSchema,
  campaignRowSchema,
  campaignSchema,
  sharedCampaignSchema,
  dailyStatSchema,
  mediaPlanSchema,
  playerStatSchema,
  videoStatSchema,
} from './campaigns.schemas.ts';
import type { ListParams } from '../common.types.ts';
import type { CampaignStatus } from '../enums.ts';
import type { Video } from '../videos/videos.types.ts';
import type { CampaignPayload, PlayerSetting } from './campaign-payload.ts';

export type Campaign = z.output<typeof campaignSchema>;
/** A row of the campaign list: what the list and the dashboard show. */
export type CampaignRow = z.output<typeof campaignRowSchema>;
/** The campaign of a shared link. */
export type SharedCampaign = z.output<typeof sharedCampaignSchema>;

export interface CampaignListParams extends ListParams {
  status?: CampaignStatus;
}

export interface AddBudgetRequest {
  /** Spec §7: the budget travels as a string. */
  budget: string;
}

export type CampaignVideo = Video;

export interface VideoStatsRequest {
  date_from?: string;
  date_to?: string;
}

export type VideoStat = z.output<typeof videoStatSchema>;

export interface DeleteVideoRequest {
  ids: number[];
}

/** A player of a campaign (GET /v2/adv/{id}/players/) with its settings and figures. */
export type CampaignPlayer = z.output<typeof campaignPlayerSchema>;

export interface CampaignPlayersParams {
  page?: number;
  pageSize?: number;
}

/**
 * GET /v2/adv/player_stat/ has no id in its path; the campaign is passed as `adv` in the query
 * (this app's choice — the spec names only page, pageSize, search, ordering).
 */
export interface PlayerStatParams extends ListParams {
  adv?: number | string;
}

export type PlayerStat = z.output<typeof playerStatSchema>;

/** GET /v2/adv/daily_stat/: one campaign (`adv`) or all of the user's campaigns. */
export interface DailyStatParams {
  adv?: number | string;
  date_from?: string;
  date_to?: string;
}

/** A day of statistics; a day the server sent without its date is left out. */
export type DailyStat = z.output<typeof dailyStatSchema> & { date: string };

export interface ResetDailyLimitRequest {
  player_ids: number[];
}

export type EditPlayerSettingsRequest = PlayerSetting[];

export interface UploadPlayerVideoRequest {
  player_id: number;
  video_id: number;
}

export interface ExportReportParams {
  /** Agencies only. */
  agency_percent?: number;
}

export interface ExportAdvReportRequest {
  ids: number[];
  date_from?: string;
  date_to?: string;
  agency_percent?: number;
}

/** POST /v2/adv/media_plan/ — the forecast for a campaign draft. */
export type MediaPlanRequest = Pick<
  CampaignPayload,
  | 'players'
  | 'start_date'
  | 'end_date'
  | 'budget'
  | 'daily_budget'
  | 'target_days'
  | 'type'
  | 'audience'
>;

export type MediaPlan = z.output<typeof mediaPlanSchema>;

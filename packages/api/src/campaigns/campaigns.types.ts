import type { ListParams } from '../common.types.ts';
import type { CampaignStatus, CampaignType, Gender, ModerationStatus, Weekday } from '../enums.ts';
import type { Player } from '../players/players.types.ts';
import type { Video } from '../videos/videos.types.ts';

export interface Audience {
  age_from: number;
  age_to: number;
  gender: Gender;
  /** Income groups as letters, `abc` = all. */
  income: string;
}

export interface TargetHour {
  /** Two-digit string "00"…"23"; never normalised to a number. */
  hour: string;
  is_active: boolean;
}

export interface TargetDay {
  day_number: Weekday;
  hours: TargetHour[];
}

/** Per-player settings of a campaign (edit_player_settings). */
export interface PlayerSetting {
  player_id: number;
  daily_limit?: number | null;
  video_id?: number | null;
  is_active?: boolean;
}

/** Spec §3 default payload plus the fields without defaults. */
export interface CampaignPayload {
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  audience: Audience;
  today_extra_limit: number;
  budget_rollover: boolean;
  delay: number;
  budget: number;
  daily_budget: number;
  spent_fast: boolean;
  agency_percent: number;
  type: CampaignType;
  target_days: TargetDay[];
  players: number[];
  geo_plans: number[];
  player_settings: PlayerSetting[];
}

export interface Campaign extends CampaignPayload {
  id: number;
  status: CampaignStatus;
  moderation_status: ModerationStatus;
  /** Roubles spent so far. */
  spent: number;
  impressions?: number;
  created_at?: string;
  /** Reason when moderation declined the campaign. */
  moderation_comment?: string | null;
  /** Ids of the campaign's videos. */
  videos?: number[];
  /** Token of the public link /shared-campaign/{id}/{api_token}; the shared call never returns it. */
  api_token?: string;
}

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

export interface VideoStat {
  video_id: number;
  name: string;
  impressions: number;
  ots: number;
  spent: number;
}

export interface DeleteVideoRequest {
  ids: number[];
}

/**
 * A player of a campaign (GET /v2/adv/{id}/players/): the whole player, as the player list sends it,
 * with its settings and figures in this campaign — so one call draws the campaign's players on a map.
 */
export interface CampaignPlayer extends Player {
  daily_limit: number | null;
  video_id: number | null;
  /** The player plays this campaign (a paused player keeps its place but shows nothing). */
  is_active: boolean;
  impressions: number;
  spent: number;
}

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

export interface PlayerStat {
  player_id: number;
  name: string;
  address: string;
  impressions: number;
  ots: number;
  spent: number;
}

/** GET /v2/adv/daily_stat/: one campaign (`adv`) or all of the user's campaigns. */
export interface DailyStatParams {
  adv?: number | string;
  date_from?: string;
  date_to?: string;
}

export interface DailyStat {
  /** YYYY-MM-DD. */
  date: string;
  impressions: number;
  ots: number;
  spent: number;
}

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

export interface MediaPlan {
  players_count: number;
  impressions: number;
  ots: number;
  grp: number;
  /** Roubles for the whole period. */
  cost: number;
}

/*
 * What the app sends to create or save a campaign: its shape and spec §3's defaults. The schemas
 * read the defaults for fields an answer lacks, so this file imports no schema and no fetcher.
 */
import { CampaignType, Gender, Weekday } from '../enums.ts';

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

/** "00"…"23". */
export const TARGET_HOURS: readonly string[] = Array.from({ length: 24 }, (_, hour) =>
  String(hour).padStart(2, '0'),
);

/** Spec §3/§9: 7 days (1 Monday … 7 Sunday) × 24 hours, all inactive. A fresh copy on every call. */
export const createDefaultTargetDays = (): TargetDay[] =>
  Object.values(Weekday).map((day_number) => ({
    day_number,
    hours: TARGET_HOURS.map((hour) => ({ hour, is_active: false })),
  }));

/** Spec §3's default audience. A fresh copy on every call. */
export const createDefaultAudience = (): Audience => ({
  age_from: 18,
  age_to: 100,
  gender: Gender.ALL,
  income: 'abc',
});

/** Spec §3's default campaign payload; the fields without defaults are empty. A fresh copy each call. */
export const createDefaultCampaignPayload = (): CampaignPayload => ({
  name: '',
  description: '',
  start_date: null,
  end_date: null,
  audience: createDefaultAudience(),
  today_extra_limit: 0,
  budget_rollover: true,
  delay: 50,
  budget: 0,
  daily_budget: 0,
  spent_fast: false,
  agency_percent: 0,
  type: CampaignType.RTB,
  target_days: createDefaultTargetDays(),
  players: [],
  geo_plans: [],
  player_settings: [],
});

import {
  count,
  entityOrNull,
  flag,
  id,
  ids,
  list,
  maybeText,
  num,
  object,
  oneOf,
  optional,
  page,
  text,
  z,
} from '../contract/kit.ts';
import { CampaignStatus, CampaignType, Gender, ModerationStatus, Weekday } from '../enums.ts';
import { playerSchema } from '../players/players.schemas.ts';
import { videoSchema } from '../videos/videos.schemas.ts';

export const audienceSchema = object({
  age_from: num(),
  age_to: num(),
  gender: oneOf(Gender),
  /** Income groups as letters, `abc` = all. */
  income: text(),
});

/**
 * `hour` is a two-digit string "00"…"23", never normalised to a number. A plain (not loose, no
 * defaults) object: a campaign carries 7 × 24 of them, and this is 5× faster to check (issue 17).
 */
const targetHourSchema = z.object({ hour: z.string(), is_active: z.boolean() });

export const targetDaySchema = object({
  day_number: oneOf(Weekday),
  hours: z.array(targetHourSchema),
});

/** Per-player settings of a campaign (edit_player_settings). */
export const playerSettingSchema = object({
  player_id: id(),
  daily_limit: z.number().nullish(),
  video_id: z.number().nullish(),
  is_active: optional(z.boolean()),
});

export const campaignSchema = object({
  id: id(),
  name: text(),
  description: text(),
  start_date: maybeText(),
  end_date: maybeText(),
  audience: audienceSchema,
  today_extra_limit: count(),
  budget_rollover: flag(),
  delay: count(),
  budget: num(),
  daily_budget: num(),
  spent_fast: flag(),
  agency_percent: count(),
  type: oneOf(CampaignType),
  target_days: z
    .array(targetDaySchema)
    .nullish()
    .transform((value) => value ?? []),
  players: ids(),
  geo_plans: ids(),
  player_settings: z
    .array(playerSettingSchema)
    .nullish()
    .transform((value) => value ?? []),
  status: oneOf(CampaignStatus),
  moderation_status: oneOf(ModerationStatus),
  /** Roubles spent so far. */
  spent: num(),
  impressions: optional(z.number()),
  created_at: optional(z.string()),
  /** Reason when moderation declined the campaign. */
  moderation_comment: z.string().nullish(),
  /** Ids of the campaign's videos. */
  videos: optional(z.array(id())),
  /** Token of the public link /shared-campaign/{id}/{api_token}; the shared call never returns it. */
  api_token: optional(z.string()),
});

export const campaignPageSchema = page(campaignSchema);
/** A status action or add_budget: the changed campaign, or an acknowledgement read as null. */
export const campaignOrNullSchema = entityOrNull(campaignSchema);

export const videoListSchema = list(videoSchema);

export const videoStatSchema = object({
  video_id: id(),
  name: text(),
  impressions: num(),
  ots: num(),
  spent: num(),
});
export const videoStatListSchema = list(videoStatSchema);

/**
 * A player of a campaign (GET /v2/adv/{id}/players/): the whole player, as the player list sends it,
 * with its settings and figures in this campaign.
 */
export const campaignPlayerSchema = object({
  ...playerSchema.shape,
  daily_limit: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  video_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  /** The player plays this campaign (a paused player keeps its place but shows nothing). */
  is_active: flag(),
  impressions: count(),
  spent: count(),
});
export const campaignPlayerPageSchema = page(campaignPlayerSchema);

export const playerStatSchema = object({
  player_id: id(),
  name: text(),
  address: text(),
  impressions: num(),
  ots: num(),
  spent: num(),
});
export const playerStatPageSchema = page(playerStatSchema);

export const dailyStatSchema = object({
  /** YYYY-MM-DD. */
  date: z.string(),
  impressions: num(),
  ots: num(),
  spent: num(),
});
export const dailyStatListSchema = list(dailyStatSchema);

export const mediaPlanSchema = object({
  players_count: num(),
  impressions: num(),
  ots: num(),
  grp: num(),
  /** Roubles for the whole period. */
  cost: num(),
});

import {
  amount,
  entityOrNull,
  flag,
  id,
  ids,
  known,
  knownOr,
  list,
  maybeText,
  numberOr,
  object,
  oneOf,
  optional,
  page,
  plainObject,
  spec,
  strict,
  text,
  textOr,
  withDefault,
  z,
} from '../contract/kit.ts';
import { CampaignStatus, CampaignType, Gender, ModerationStatus, Weekday } from '../enums.ts';
import { PLAYER_SPEC } from '../players/players.schemas.ts';
import { SPEC_CAMPAIGN_FIELDS } from '../spec-fields.ts';
import { videoSchema } from '../videos/videos.schemas.ts';
import { createDefaultAudience, createDefaultTargetDays } from './campaign-payload.ts';

/** Spec §3's campaign fields (the default payload and those without defaults) and its two enums. */
const CAMPAIGN_SPEC = spec(
  '§3 Campaign, §3 Enumerations (campaign status, moderation status)',
  SPEC_CAMPAIGN_FIELDS,
);

export const audienceSchema = object(
  {
    age_from: numberOr(18),
    age_to: numberOr(100),
    gender: knownOr(Gender, Gender.ALL),
    /** Income groups as letters, `abc` = all. */
    income: textOr('abc'),
  },
  spec('§3 Campaign (audience defaults)', ['age_from', 'age_to', 'gender', 'income']),
);

/**
 * `hour` is a two-digit string "00"…"23", never normalised to a number. A plain object (not loose,
 * no defaults): a campaign carries 7 × 24 of them, and this is several times faster to check.
 */
const targetHourSchema = plainObject(
  {
    hour: strict(z.string(), 'places the hour in the 7 × 24 grid the wizard edits and saves back'),
    is_active: strict(z.boolean(), 'the schedule itself: a guess would change what gets saved'),
  },
  spec('§3 Campaign (target_days: hour, is_active)', ['hour', 'is_active']),
);

/** A day that does not read makes the whole schedule the spec's default (all hours off). */
export const targetDaySchema = object(
  {
    day_number: strict(oneOf(Weekday), 'places the day in the 7 × 24 grid'),
    hours: strict(z.array(targetHourSchema), 'the hours of the day in the grid'),
  },
  spec('§3 Campaign (target_days)', ['day_number', 'hours']),
);

/** Per-player settings of a campaign (edit_player_settings). */
export const playerSettingSchema = object(
  {
    player_id: id('which player the setting is for; a setting without it is left out'),
    daily_limit: z.number().nullish().catch(null),
    video_id: z.number().nullish().catch(null),
    is_active: optional(z.boolean()),
  },
  spec('§3 Campaign (player_settings), keyed by the player id of §7', ['player_id']),
);

/** The status, strict where it gates the actions a screen offers. */
const gatingStatus = () =>
  strict(
    oneOf(CampaignStatus),
    'gates the status actions, editing and deleting the campaign view and the wizard offer',
  );

/** What every use of a campaign reads the same way. */
const campaignFields = {
  name: text(),
  start_date: maybeText(),
  end_date: maybeText(),
  /** Roubles. */
  budget: amount(),
  daily_budget: amount(),
  type: known(CampaignType),
  moderation_status: known(ModerationStatus),
  /** Roubles spent so far; the spec does not name it. */
  spent: amount(),
  impressions: amount(),
};

/** A campaign as the campaign view and the wizard read it (GET /v2/adv/{id}/). */
export const campaignSchema = object(
  {
    id: id('the path of every call on the campaign'),
    ...campaignFields,
    description: text(),
    audience: withDefault(audienceSchema, createDefaultAudience),
    today_extra_limit: numberOr(0),
    budget_rollover: flag(true),
    delay: numberOr(50),
    spent_fast: flag(),
    agency_percent: numberOr(0),
    target_days: withDefault(z.array(targetDaySchema), createDefaultTargetDays),
    players: ids(),
    geo_plans: ids(),
    player_settings: withDefault(list(playerSettingSchema), () => []),
    status: gatingStatus(),
    created_at: maybeText(),
    /** Reason when moderation declined the campaign. */
    moderation_comment: maybeText(),
    /** Token of the public link /shared-campaign/{id}/{api_token}; the shared call never returns it. */
    api_token: maybeText(),
  },
  CAMPAIGN_SPEC,
);

/**
 * A row of the campaign list (and the dashboard's widgets): what the list shows. Only the id is
 * strict; an unknown status reads as null and offers no action.
 */
export const campaignRowSchema = object(
  {
    id: id('the row key, its link and the path of its row actions'),
    ...campaignFields,
    status: known(CampaignStatus),
    moderation_comment: maybeText(),
  },
  CAMPAIGN_SPEC,
);

/** The campaign of a shared link (GET /v2/adv/public/{id}/): the read-only picture, nothing strict. */
export const sharedCampaignSchema = object(
  {
    ...campaignFields,
    description: text(),
    status: known(CampaignStatus),
    audience: withDefault(audienceSchema, createDefaultAudience),
    target_days: withDefault(z.array(targetDaySchema), createDefaultTargetDays),
    players: ids(),
  },
  CAMPAIGN_SPEC,
);

export const campaignPageSchema = page(campaignRowSchema);
/** A status action or add_budget: the changed campaign, or anything else read as null. */
export const campaignOrNullSchema = entityOrNull(campaignSchema);

export const videoListSchema = page(videoSchema);

/** Statistics rows: the spec names none of their fields, so nothing in them is strict. */
export const videoStatSchema = object({
  video_id: amount(),
  name: text(),
  impressions: amount(),
  ots: amount(),
  spent: amount(),
});
export const videoStatListSchema = page(videoStatSchema);

/**
 * A player of a campaign (GET /v2/adv/{id}/players/): what the players tab and the wizard's
 * content step show, its settings in this campaign, and its place when the server sends one.
 */
export const campaignPlayerSchema = object(
  {
    id: id('the row key, the player_id of its settings and assignments'),
    name: text(),
    address: text(),
    city_name: text(),
    type_name: text(),
    publisher_name: text(),
    latitude: amount(),
    longitude: amount(),
    resolution: maybeText(),
    daily_limit: amount(),
    video_id: amount(),
    /** The player plays this campaign (a paused player keeps its place but shows nothing). */
    is_active: flag(true),
    impressions: amount(),
    spent: amount(),
  },
  PLAYER_SPEC,
);
export const campaignPlayerPageSchema = page(campaignPlayerSchema);

export const playerStatSchema = object({
  player_id: amount(),
  name: text(),
  address: text(),
  impressions: amount(),
  ots: amount(),
  spent: amount(),
});
export const playerStatPageSchema = page(playerStatSchema);

export const dailyStatSchema = object({
  /** YYYY-MM-DD. */
  date: maybeText(),
  impressions: amount(),
  ots: amount(),
  spent: amount(),
});
/** A day without its date cannot be placed on the chart or in the table: left out and counted. */
export const dailyStatListSchema = page(
  dailyStatSchema,
  (row): row is typeof row & { date: string } => row.date !== null,
);

export const mediaPlanSchema = object({
  players_count: amount(),
  impressions: amount(),
  ots: amount(),
  grp: amount(),
  /** Roubles for the whole period. */
  cost: amount(),
});

import { authTokensSchema, validitySchema } from '../auth/auth.schemas.ts';
import { billPageSchema, billSchema } from '../billing/billing.schemas.ts';
import {
  campaignOrNullSchema,
  campaignPageSchema,
  campaignPlayerPageSchema,
  campaignSchema,
  dailyStatListSchema,
  mediaPlanSchema,
  playerStatPageSchema,
  videoListSchema,
  videoStatListSchema,
} from '../campaigns/campaigns.schemas.ts';
import { documentPageSchema, documentSchema } from '../documents/documents.schemas.ts';
import { BillType, CampaignStatus, DocumentType, Signing, UserRole } from '../enums.ts';
import { organizationSchema } from '../organization/organization.schemas.ts';
import {
  geoplanListSchema,
  geoplanSchema,
  namedListSchema,
  playerPageSchema,
  simplePlayerListSchema,
} from '../players/players.schemas.ts';
import { tenantResponseSchema } from '../tenant/tenant.schemas.ts';
import { balanceSchema, userSchema } from '../user/user.schemas.ts';
import { videoPageSchema, videoSchema } from '../videos/videos.schemas.ts';
import { anything, oneOf, z } from './kit.ts';

/**
 * Every call of spec §7 as the front end expects it (issue 16): method, path (relative to /api, the
 * form of paths.ts with `{name}` for its parameters), who may call it, the body and query it sends,
 * and the schema its answer is parsed with. The client checks every JSON answer against this table
 * (client/http.ts → contract/check.ts), `pnpm contract` turns it into OpenAPI, and
 * `pnpm contract:check` tests a live server against it. Keys are `<domain>.<fetcher>`.
 */

/** Who may call: the user's bearer, nobody (auth calls), or a shared link's two headers. */
export type Access = 'bearer' | 'public' | 'shared';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  access: Access;
  /** A JSON body, a multipart form (its field names), or nothing. */
  body?: z.ZodType;
  form?: readonly string[];
  query?: z.ZodType;
  /** The answer: a schema, or `'file'` for a binary download (not parsed). */
  response: z.ZodType | 'file';
  /** What the spec says of the answer; everything else is this app's assumption. */
  fromSpec?: string;
}

const listQuery = z.object({
  page: z.number().int().positive().optional(),
  pageSize: z.number().int().positive().optional(),
  search: z.string().optional(),
  ordering: z.string().optional().describe('`field` or `-field` (descending)'),
});
const dictionaryQuery = z.object({
  search: z.string().optional(),
  ids: z.array(z.number().int()).optional(),
  page: z.number().int().positive().optional(),
  pageSize: z.number().int().positive().optional(),
});
const period = z.object({ date_from: z.string().optional(), date_to: z.string().optional() });
const email = z.object({ email: z.string() });
const token = z.object({ token: z.string() });
const latLng = z.object({ latitude: z.number(), longitude: z.number() });
const geoplanBody = z.object({ name: z.string(), players: z.array(z.number().int()) });
const campaignBody = z.looseObject({
  name: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  audience: z.object({
    age_from: z.number(),
    age_to: z.number(),
    gender: z.enum(['all', 'male', 'female']),
    income: z.string(),
  }),
  today_extra_limit: z.number(),
  budget_rollover: z.boolean(),
  delay: z.number(),
  budget: z.number(),
  daily_budget: z.number(),
  spent_fast: z.boolean(),
  agency_percent: z.number(),
  type: z.literal([1, 2]),
  target_days: z.array(
    z.object({
      day_number: z.number().int().min(1).max(7),
      hours: z.array(z.object({ hour: z.string(), is_active: z.boolean() })),
    }),
  ),
  players: z.array(z.number().int()),
  geo_plans: z.array(z.number().int()),
  player_settings: z.array(z.looseObject({ player_id: z.number().int() })),
});
const playerAssignment = z.object({ player_id: z.number().int(), video_id: z.number().int() });
const bearer = 'bearer' as const;
const shared = 'shared' as const;
const open = 'public' as const;

export const operations = {
  // Authentication (spec §7: the tokens are access_token and refresh_token)
  'auth.signin': {
    method: 'POST',
    path: 'v2/user/auth/signin/',
    summary: 'Sign in',
    access: open,
    body: z.object({ email: z.string(), password: z.string() }),
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.refresh': {
    method: 'POST',
    path: 'v2/user/auth/refresh/',
    summary: 'Renew the token pair',
    access: open,
    body: z.object({ refresh_token: z.string() }),
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.signup': {
    method: 'POST',
    path: 'v2/user/auth/signup/',
    summary: 'Register',
    access: open,
    body: z.looseObject({
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      role: oneOf(UserRole),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      user_agreement: z.boolean().optional(),
    }),
    response: anything(),
  },
  'auth.resetPasswordMail': {
    method: 'POST',
    path: 'v2/user/auth/reset_password_mail/',
    summary: 'Mail a password reset link',
    access: open,
    body: email,
    response: anything(),
  },
  'auth.resetTokenValid': {
    method: 'POST',
    path: 'v2/user/auth/reset_token_valid/',
    summary: 'Is a reset token valid',
    access: open,
    body: token,
    response: validitySchema,
  },
  'auth.exchangeToken': {
    method: 'POST',
    path: 'v2/user/auth/exchange_token/',
    summary: 'Exchange a one-time token for a session',
    access: open,
    body: token,
    response: authTokensSchema,
    fromSpec: 'access_token and refresh_token',
  },
  'auth.resetPassword': {
    method: 'POST',
    path: 'v2/user/auth/reset_password/',
    summary: 'Set a new password with a reset token',
    access: open,
    body: z.object({ token: z.string(), password: z.string() }),
    response: anything(),
  },
  'auth.emailValid': {
    method: 'POST',
    path: 'v2/user/auth/email_valid/',
    summary: 'Is an e-mail free and valid',
    access: open,
    body: email,
    response: validitySchema,
  },
  'auth.phoneValid': {
    method: 'POST',
    path: 'v2/user/auth/phone_valid/',
    summary: 'Is a phone free and valid',
    access: open,
    body: z.object({ phone: z.string() }),
    response: validitySchema,
  },
  // User
  'user.create': {
    method: 'POST',
    path: 'v2/user/',
    summary: 'Create a user',
    access: bearer,
    body: z.looseObject({
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      role: oneOf(UserRole),
    }),
    response: userSchema,
  },
  'user.getMe': {
    method: 'GET',
    path: 'v2/user/get_me/',
    summary: 'The signed-in user',
    access: bearer,
    response: userSchema,
  },
  'user.getBalance': {
    method: 'GET',
    path: 'v2/user/balance/',
    summary: 'Balance (polled every 7 s)',
    access: bearer,
    response: balanceSchema,
  },
  'user.changePassword': {
    method: 'POST',
    path: 'v2/user/change_password/',
    summary: 'Change the password',
    access: bearer,
    body: z.object({
      old_password: z.string(),
      new_password: z.string(),
      confirm_password: z.string(),
    }),
    response: anything(),
  },
  'user.updateMe': {
    method: 'PATCH',
    path: 'v2/user/update_me/',
    summary: 'Update the signed-in user',
    access: bearer,
    body: z.object({
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      phone: z.string().optional(),
    }),
    response: userSchema,
  },
  'user.changeEmail': {
    method: 'PUT',
    path: 'v2/user/change_email/',
    summary: 'Change the e-mail',
    access: bearer,
    body: email,
    response: anything(),
  },
  'user.editProfile': {
    method: 'PATCH',
    path: 'users/edit/profile/{id}/',
    summary: 'Edit a profile (body without id)',
    access: bearer,
    body: z.looseObject({}),
    response: userSchema,
  },
  'tenant.list': {
    method: 'POST',
    path: 'v2/user/tenant/',
    summary: 'The tenant of a host',
    access: open,
    body: z.object({ domain: z.string() }),
    response: tenantResponseSchema,
    fromSpec: 'a list; the first entry holds logo, favicon, name, company_name, email_tg, domain',
  },
  // Organization
  'organization.getMy': {
    method: 'GET',
    path: 'v2/user/organization/get_my_organization/',
    summary: "The user's organization",
    access: bearer,
    response: organizationSchema,
  },
  'organization.updateMy': {
    method: 'PUT',
    path: 'v2/user/organization/update_my_organization/',
    summary: "Update the user's organization",
    access: bearer,
    body: z.looseObject({}),
    response: organizationSchema,
  },
  'organization.uploadAgreement': {
    method: 'POST',
    path: 'v2/user/organization/upload_organization_agreement/',
    summary: 'Upload the signed agreement',
    access: bearer,
    form: ['user_agreement'],
    response: organizationSchema,
  },
  // Billing
  'billing.create': {
    method: 'POST',
    path: 'v2/user/billing/',
    summary: 'Create a bill',
    access: bearer,
    body: z.object({ amount: z.number(), type: oneOf(BillType) }),
    response: billSchema,
  },
  'billing.list': {
    method: 'GET',
    path: 'v2/user/billing/',
    summary: 'Bills',
    access: bearer,
    query: listQuery.extend({
      type: oneOf(BillType).optional(),
      date_from: z.string().optional(),
      date_to: z.string().optional(),
    }),
    response: billPageSchema,
  },
  'billing.remove': {
    method: 'DELETE',
    path: 'v2/user/billing/{id}/',
    summary: 'Delete a bill',
    access: bearer,
    response: anything(),
  },
  // Documents
  'documents.list': {
    method: 'GET',
    path: 'v2/user/documents/',
    summary: 'Documents',
    access: bearer,
    query: listQuery.extend({
      type: oneOf(DocumentType).optional(),
      signing: oneOf(Signing).optional(),
    }),
    response: documentPageSchema,
  },
  'documents.uploadActRevise': {
    method: 'POST',
    path: 'v2/user/documents/{id}/upload_act_revise/',
    summary: 'Upload a reconciliation act',
    access: bearer,
    form: ['file'],
    response: documentSchema,
  },
  // Maps and players
  'players.list': {
    method: 'POST',
    path: 'v2/player/list/',
    summary: 'Players in a viewport, filtered (?page=n)',
    access: bearer,
    query: z.object({ page: z.number().int().positive() }),
    body: z.object({
      right_top: latLng.optional(),
      left_bottom: latLng.optional(),
      type_names: z.array(z.string()),
      publisher_names: z.array(z.string()),
      photo: z.enum(['yes', 'all']),
      exclude_ids: z.array(z.number().int()),
      venue: z.enum(['outdoor', 'indoor']).optional(),
      city_names: z.array(z.string()),
      is_transition: z.boolean().optional(),
      ots_from: z.number().optional(),
      ots_to: z.number().optional(),
      grp_from: z.number().optional(),
      grp_to: z.number().optional(),
      price_from: z.number().optional(),
      price_to: z.number().optional(),
    }),
    response: playerPageSchema,
  },
  'players.geoplans.list': {
    method: 'GET',
    path: 'v2/player/geoplan/',
    summary: 'Saved geo plans',
    access: bearer,
    query: dictionaryQuery.omit({ ids: true }),
    response: geoplanListSchema,
  },
  'players.geoplans.create': {
    method: 'POST',
    path: 'v2/player/geoplan/',
    summary: 'Save a geo plan',
    access: bearer,
    body: geoplanBody,
    response: geoplanSchema,
  },
  'players.geoplans.update': {
    method: 'PUT',
    path: 'v2/player/geoplan/{id}/',
    summary: 'Change a geo plan',
    access: bearer,
    body: geoplanBody,
    response: geoplanSchema,
  },
  'players.geoplans.remove': {
    method: 'DELETE',
    path: 'v2/player/geoplan/{id}/',
    summary: 'Delete a geo plan',
    access: bearer,
    response: anything(),
  },
  'players.types': {
    method: 'GET',
    path: 'v2/player/types/',
    summary: 'Player types',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
  'players.simple': {
    method: 'GET',
    path: 'v2/player/simple/',
    summary: 'Players, id, name and position only',
    access: bearer,
    query: dictionaryQuery,
    response: simplePlayerListSchema,
  },
  'players.publishers': {
    method: 'GET',
    path: 'v2/player/publishers/',
    summary: 'Publishers',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
  'players.cities': {
    method: 'GET',
    path: 'v2/player/cities/',
    summary: 'Cities',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
  // Campaigns
  'campaigns.list': {
    method: 'GET',
    path: 'v2/adv/',
    summary: 'Campaigns',
    access: bearer,
    query: listQuery.extend({ status: oneOf(CampaignStatus).optional() }),
    response: campaignPageSchema,
    fromSpec: 'count and results',
  },
  'campaigns.create': {
    method: 'POST',
    path: 'v2/adv/',
    summary: 'Create a campaign',
    access: bearer,
    body: campaignBody,
    response: campaignSchema,
  },
  'campaigns.get': {
    method: 'GET',
    path: 'v2/adv/{id}/',
    summary: 'A campaign',
    access: bearer,
    response: campaignSchema,
  },
  'campaigns.edit': {
    method: 'PUT',
    path: 'v2/adv/{id}/edit/',
    summary: 'Replace a campaign',
    access: bearer,
    body: campaignBody,
    response: campaignSchema,
  },
  'campaigns.modify': {
    method: 'PATCH',
    path: 'v2/adv/{id}/modify/',
    summary: 'Change some fields of a campaign',
    access: bearer,
    body: campaignBody.partial(),
    response: campaignSchema,
  },
  'campaigns.remove': {
    method: 'DELETE',
    path: 'v2/adv/{id}/',
    summary: 'Delete a campaign',
    access: bearer,
    response: anything(),
  },
  'campaigns.duplicate': {
    method: 'POST',
    path: 'v2/adv/{id}/duplicate/',
    summary: 'Copy a campaign',
    access: bearer,
    response: campaignSchema,
  },
  'campaigns.runModeration': {
    method: 'POST',
    path: 'v2/adv/{id}/run_moderation/',
    summary: 'Send to moderation',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.cancelModeration': {
    method: 'POST',
    path: 'v2/adv/{id}/cancel_moderation/',
    summary: 'Withdraw from moderation',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.activate': {
    method: 'POST',
    path: 'v2/adv/{id}/activate/',
    summary: 'Start',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.pause': {
    method: 'POST',
    path: 'v2/adv/{id}/pause/',
    summary: 'Pause',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.finish': {
    method: 'POST',
    path: 'v2/adv/{id}/finish/',
    summary: 'Finish',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.archive': {
    method: 'POST',
    path: 'v2/adv/{id}/archive/',
    summary: 'Archive',
    access: bearer,
    response: campaignOrNullSchema,
  },
  'campaigns.addBudget': {
    method: 'POST',
    path: 'v2/adv/{id}/add_budget/',
    summary: 'Add to the budget',
    access: bearer,
    body: z.object({ budget: z.string().describe('roubles as a string (spec §7)') }),
    response: campaignOrNullSchema,
  },
  'campaigns.videos': {
    method: 'GET',
    path: 'v2/adv/{id}/videos/',
    summary: "A campaign's videos",
    access: bearer,
    response: videoListSchema,
  },
  'campaigns.videoStats': {
    method: 'POST',
    path: 'v2/adv/{id}/video_stats/',
    summary: 'Statistics per video',
    access: bearer,
    body: period,
    response: videoStatListSchema,
  },
  'campaigns.videosForUpload': {
    method: 'GET',
    path: 'v2/adv/{id}/videos_for_upload/',
    summary: 'Library videos that can join the campaign',
    access: bearer,
    response: videoListSchema,
  },
  'campaigns.uploadVideo': {
    method: 'POST',
    path: 'v2/adv/{id}/upload_video/',
    summary: 'Add videos: files (form field `file`) or library ids (a JSON array)',
    access: bearer,
    form: ['file'],
    body: z.array(z.number().int()),
    response: videoListSchema,
  },
  'campaigns.changeVideo': {
    method: 'POST',
    path: 'v2/adv/{id}/change_video/{videoId}/',
    summary: 'Replace a video with a new file',
    access: bearer,
    form: ['file'],
    response: videoSchema,
  },
  'campaigns.deleteVideo': {
    method: 'DELETE',
    path: 'v2/adv/{id}/delete_video/',
    summary: 'Remove videos',
    access: bearer,
    body: z.object({ ids: z.array(z.number().int()) }),
    response: anything(),
  },
  'campaigns.players': {
    method: 'GET',
    path: 'v2/adv/{id}/players/',
    summary: "A campaign's players with their settings",
    access: bearer,
    query: z.object({
      page: z.number().int().positive().optional(),
      pageSize: z.number().int().positive().optional(),
    }),
    response: campaignPlayerPageSchema,
  },
  'campaigns.playerStat': {
    method: 'GET',
    path: 'v2/adv/player_stat/',
    summary: 'Statistics per player',
    access: bearer,
    query: listQuery.extend({ adv: z.number().int().optional().describe('the campaign') }),
    response: playerStatPageSchema,
  },
  'campaigns.resetDailyLimit': {
    method: 'POST',
    path: 'v2/adv/{id}/reset_daily_limit/',
    summary: "Reset players' daily limits",
    access: bearer,
    body: z.object({ player_ids: z.array(z.number().int()) }),
    response: anything(),
  },
  'campaigns.editPlayerSettings': {
    method: 'POST',
    path: 'v2/adv/{id}/edit_player_settings/',
    summary: 'Per-player settings',
    access: bearer,
    body: z.array(z.looseObject({ player_id: z.number().int() })),
    response: anything(),
  },
  'campaigns.uploadPlayerVideo': {
    method: 'POST',
    path: 'v2/adv/{id}/upload_player_video/',
    summary: 'Assign videos to players',
    access: bearer,
    body: z.union([playerAssignment, z.array(playerAssignment)]),
    response: anything(),
  },
  'campaigns.exportReport': {
    method: 'GET',
    path: 'v2/adv/{id}/export_report/',
    summary: "A campaign's report (a file)",
    access: bearer,
    query: z.object({ agency_percent: z.number().optional() }),
    response: 'file',
  },
  'campaigns.mediaPlan': {
    method: 'POST',
    path: 'v2/adv/media_plan/',
    summary: "A draft's forecast",
    access: bearer,
    body: campaignBody.pick({
      players: true,
      start_date: true,
      end_date: true,
      budget: true,
      daily_budget: true,
      target_days: true,
      type: true,
      audience: true,
    }),
    response: mediaPlanSchema,
  },
  'campaigns.exportAdvReport': {
    method: 'POST',
    path: 'v2/adv/export_adv_report/',
    summary: 'A report of several campaigns (a file)',
    access: bearer,
    body: period.extend({
      ids: z.array(z.number().int()),
      agency_percent: z.number().optional(),
    }),
    response: 'file',
    fromSpec: 'a binary blob',
  },
  'campaigns.dailyStat': {
    method: 'GET',
    path: 'v2/adv/daily_stat/',
    summary: 'Statistics per day',
    access: bearer,
    query: period.extend({ adv: z.number().int().optional().describe('one campaign, or all') }),
    response: dailyStatListSchema,
  },
  'videos.list': {
    method: 'GET',
    path: 'v2/video/list/',
    summary: "The user's video library",
    access: bearer,
    query: listQuery,
    response: videoPageSchema,
  },
  // Shared (public) campaign: Authorization: Token {apitoken} and Adv: {apiuid}
  'shared.get': {
    method: 'GET',
    path: 'v2/adv/public/{id}/',
    summary: 'A shared campaign',
    access: shared,
    response: campaignSchema,
  },
  'shared.videos': {
    method: 'GET',
    path: 'v2/adv/public/{id}/videos/',
    summary: "A shared campaign's videos",
    access: shared,
    response: videoListSchema,
  },
  'shared.videoStats': {
    method: 'POST',
    path: 'v2/adv/public/{id}/video_stats/',
    summary: 'Statistics per video',
    access: shared,
    body: period,
    response: videoStatListSchema,
  },
  'shared.playerStat': {
    method: 'GET',
    path: 'v2/adv/public/{id}/player_stat/',
    summary: 'Statistics per player',
    access: shared,
    query: listQuery,
    response: playerStatPageSchema,
  },
  'shared.dailyStat': {
    method: 'GET',
    path: 'v2/adv/public/{id}/daily_stat/',
    summary: 'Statistics per day',
    access: shared,
    query: period,
    response: dailyStatListSchema,
  },
  'shared.exportReport': {
    method: 'GET',
    path: 'v2/adv/public/{id}/export_report/',
    summary: 'Mail the report',
    access: shared,
    query: email,
    response: 'file',
  },
  'shared.exportAdvReport': {
    method: 'POST',
    path: 'v2/adv/public/{id}/export_adv_report/',
    summary: 'The report (a file)',
    access: shared,
    body: period,
    response: 'file',
  },
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;

/** The calls whose answer is JSON (every one but the file downloads). */
export type JsonOperationName = {
  [K in OperationName]: (typeof operations)[K]['response'] extends z.ZodType ? K : never;
}[OperationName];

/** What a fetcher of operation `K` resolves with: the output of its response schema. */
export type ResponseOf<K extends JsonOperationName> = z.output<(typeof operations)[K]['response']>;

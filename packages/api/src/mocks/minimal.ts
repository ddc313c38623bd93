/**
 * The `minimal` scenario's answers: the fake's real answer, cut down to what the spec promises.
 *
 * The spec (shared/spec/SPEC.md §3, §7) names only a few fields of each entity and leaves the rest
 * "not shown". A backend that follows it to the letter may send nothing else, may page a list or
 * not, may send money as a decimal string or leave it empty, and may grow an enum value the app
 * has never heard of. The route has already run (its state change is real); this module reshapes
 * its 2xx JSON body so the app meets such a backend in the demo, the tests and the nginx upstream.
 *
 * Every rule is keyed by the route (method and the route's path with `:params`), and every choice
 * is made by a counter per route or by a row's index, so the same walk gets the same answers.
 */
import { toWireMoney } from '../client/normalize.ts';
import { paths } from '../paths.ts';
import type { MockRoute } from './handlers/utils.ts';
import {
  SPEC_CAMPAIGN_FIELDS,
  SPEC_ORGANIZATION_FIELDS,
  SPEC_TENANT_FIELDS,
} from '../spec-fields.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The value no enum of spec §3 has: the app must show it as unknown, not fail on it. */
export const UNKNOWN_ENUM = 99;

/** What the spec-minimal mode keeps of a campaign, an organization and a tenant: the spec's fields. */
export {
  SPEC_CAMPAIGN_FIELDS as MINIMAL_CAMPAIGN_FIELDS,
  SPEC_ORGANIZATION_FIELDS as MINIMAL_ORGANIZATION_FIELDS,
  SPEC_TENANT_FIELDS as MINIMAL_TENANT_FIELDS,
};

/**
 * Money as the spec's backend may send it: spec §5 says numeric-looking strings are converted, so
 * a decimal string is the form to expect, and nothing says a figure is always there.
 */
const MONEY_FIELDS = new Set([
  'budget',
  'daily_budget',
  'today_extra_limit',
  'balance',
  'available_balance',
  'amount',
  'spent',
  'cost',
  'price',
  'price_per_show',
]);

/** Every third row of a list, and every third answer of a call, leaves its money empty. */
const isNullTurn = (index: number): boolean => index % 3 === 2;

function pick(row: JsonObject, fields: readonly string[]): JsonObject {
  const kept: JsonObject = {};
  for (const field of fields) if (field in row) kept[field] = row[field] ?? null;
  return kept;
}

/** Money fields of a row as a decimal string, or null on its turn; other fields as they are. */
function moneyOf(row: JsonObject, index: number): JsonObject {
  const next: JsonObject = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (!MONEY_FIELDS.has(key)) continue;
    if (isNullTurn(index)) next[key] = null;
    else if (typeof value === 'number') next[key] = toWireMoney(value);
  }
  return next;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row shaped by a rule: the named fields only, with the money rule applied. */
type Shape = (row: JsonObject, index: number) => JsonObject;

const fieldsOnly =
  (fields: readonly string[]): Shape =>
  (row, index) =>
    moneyOf(pick(row, fields), index);

const campaign: Shape = fieldsOnly(SPEC_CAMPAIGN_FIELDS);
const organization: Shape = fieldsOnly(SPEC_ORGANIZATION_FIELDS);
const tenant: Shape = (row) => pick(row, SPEC_TENANT_FIELDS);
/** Spec §3: the user is its tenant and balance fields; the id names it in the profile call. */
const user: Shape = (row, index) => {
  const shaped = fieldsOnly(['id', 'tenant', 'balance', 'available_balance'])(row, index);
  if (isObject(shaped.tenant ?? null)) shaped.tenant = tenant(shaped.tenant as JsonObject, index);
  return shaped;
};
const balance: Shape = fieldsOnly(['balance', 'available_balance']);
/** Spec §3 and §7: the tokens are access_token and refresh_token, nothing else is said. */
const tokens: Shape = (row) => pick(row, ['access_token', 'refresh_token']);
/** Spec §3 shows no field of bills, documents and videos beyond their enums: the id and those. */
const bill: Shape = (row) => pick(row, ['id', 'type']);
const documentRow: Shape = (row) => pick(row, ['id', 'type', 'signing']);
const video: Shape = (row) => pick(row, ['id', 'moderation_status']);
/** Spec §3: a geoplan has an id, and nothing else is shown. */
const idOnly: Shape = (row) => pick(row, ['id']);
/**
 * A player: its id (§7's exclude_ids) and its place. The spec shows no player field, but §7 asks
 * for players inside a box of latitudes and longitudes, which only means something if a player has
 * them; without them no map of players could exist at all.
 */
const player: Shape = (row) => pick(row, ['id', 'latitude', 'longitude']);
/** Dictionaries, statistics and the media plan name no fields: kept, only money as the spec's. */
const asIs: Shape = (row, index) => moneyOf(row, index);

/**
 * How a list travels: `alternate` between a bare array and a DRF page from call to call (the spec
 * does not say which, so the app must read both); `page` always (spec §7 gives the campaign list
 * count and results); `array` always (spec §7: the tenant call «returns a list»).
 */
type ListForm = 'alternate' | 'page' | 'array';

interface Rule {
  shape: Shape;
  /** The answer is a list (bare or paged); absent for a single object or an action's list. */
  list?: ListForm;
  /** Fields the first row of each answer carries as UNKNOWN_ENUM, as a newer backend would. */
  unknown?: readonly string[];
}

const ID = ':id';
const VIDEO_ENUM = ['moderation_status'] as const;

/** The rule of each route, by `METHOD path` as the fake's routes are declared. */
const RULES: Record<string, Rule> = {
  [`POST ${paths.auth.signin}`]: { shape: tokens },
  [`POST ${paths.auth.refresh}`]: { shape: tokens },
  [`POST ${paths.auth.signup}`]: { shape: tokens },
  [`POST ${paths.auth.exchangeToken}`]: { shape: tokens },

  [`POST ${paths.user.create}`]: { shape: user },
  [`GET ${paths.user.me}`]: { shape: user },
  [`GET ${paths.user.balance}`]: { shape: balance },
  [`PATCH ${paths.user.updateMe}`]: { shape: user },
  [`PATCH ${paths.user.editProfile(ID)}`]: { shape: user },
  [`POST ${paths.tenant.get}`]: { shape: tenant, list: 'array' },

  [`GET ${paths.organization.my}`]: { shape: organization },
  [`PUT ${paths.organization.update}`]: { shape: organization },
  [`POST ${paths.organization.uploadAgreement}`]: { shape: organization },

  [`GET ${paths.billing.list}`]: { shape: bill, list: 'alternate', unknown: ['type'] },
  [`POST ${paths.billing.create}`]: { shape: bill },
  [`GET ${paths.documents.list}`]: { shape: documentRow, list: 'alternate', unknown: ['signing'] },
  [`POST ${paths.documents.uploadActRevise(ID)}`]: { shape: documentRow },

  [`POST ${paths.players.list}`]: { shape: player, list: 'alternate' },
  [`GET ${paths.players.simple}`]: { shape: player, list: 'alternate' },
  [`GET ${paths.players.types}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.players.publishers}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.players.cities}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.players.geoplans}`]: { shape: idOnly, list: 'alternate' },
  [`POST ${paths.players.geoplans}`]: { shape: idOnly },
  [`PUT ${paths.players.geoplan(ID)}`]: { shape: idOnly },

  [`GET ${paths.adv.list}`]: {
    shape: campaign,
    list: 'page',
    unknown: ['status', 'moderation_status'],
  },
  [`POST ${paths.adv.create}`]: { shape: campaign },
  [`GET ${paths.adv.detail(ID)}`]: { shape: campaign },
  [`PUT ${paths.adv.edit(ID)}`]: { shape: campaign },
  [`PATCH ${paths.adv.modify(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.duplicate(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.addBudget(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.runModeration(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.cancelModeration(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.activate(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.pause(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.finish(ID)}`]: { shape: campaign },
  [`POST ${paths.adv.archive(ID)}`]: { shape: campaign },
  [`GET ${paths.adv.videos(ID)}`]: { shape: video, list: 'alternate', unknown: VIDEO_ENUM },
  [`GET ${paths.adv.videosForUpload(ID)}`]: {
    shape: video,
    list: 'alternate',
    unknown: VIDEO_ENUM,
  },
  [`POST ${paths.adv.uploadVideo(ID)}`]: { shape: video },
  [`POST ${paths.adv.changeVideo(ID, ':videoId')}`]: { shape: video },
  [`GET ${paths.adv.players(ID)}`]: { shape: player, list: 'alternate' },
  [`POST ${paths.adv.videoStats(ID)}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.adv.playerStat}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.adv.dailyStat}`]: { shape: asIs, list: 'alternate' },
  [`POST ${paths.adv.mediaPlan}`]: { shape: asIs },
  [`GET ${paths.video.list}`]: { shape: video, list: 'alternate', unknown: VIDEO_ENUM },

  [`GET ${paths.shared.root(ID)}`]: { shape: campaign },
  [`GET ${paths.shared.videos(ID)}`]: { shape: video, list: 'alternate', unknown: VIDEO_ENUM },
  [`POST ${paths.shared.videoStats(ID)}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.shared.playerStat(ID)}`]: { shape: asIs, list: 'alternate' },
  [`GET ${paths.shared.dailyStat(ID)}`]: { shape: asIs, list: 'alternate' },
};

/** Answers given so far, per rule key: drives the list form and the single answers' money. */
const calls = new Map<string, number>();

/** Starts the counters again, so a test sees the same sequence of answers from its first call. */
export function resetMinimalCounters(): void {
  calls.clear();
}

/**
 * The counters, to keep: a real backend does not start its sequence again when the page reloads,
 * so the demo keeps them for the tab (in-page.ts) and a walk that reloads still meets both forms.
 */
export const minimalCounters = (): Record<string, number> => Object.fromEntries(calls);

/** Takes kept counters back; anything that is not a count is ignored. */
export function restoreMinimalCounters(saved: unknown): void {
  calls.clear();
  if (typeof saved !== 'object' || saved === null) return;
  for (const [key, turn] of Object.entries(saved as Record<string, unknown>))
    if (typeof turn === 'number' && Number.isInteger(turn) && turn >= 0) calls.set(key, turn);
}

const ruleKey = (route: Pick<MockRoute, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;

/** The rows of a list body (bare or paged) and the page's own fields, if it was one. */
function rowsOf(body: Json): { rows: Json[]; page: JsonObject | null } | null {
  if (Array.isArray(body)) return { rows: body, page: null };
  if (isObject(body) && Array.isArray(body.results)) return { rows: body.results, page: body };
  return null;
}

function shapeList(body: Json, rule: Rule, turn: number): Json {
  const found = rowsOf(body);
  if (!found) return body;
  const rows = found.rows.map((row, index) => {
    if (!isObject(row)) return row;
    const shaped = rule.shape(row, index);
    if (index === 0) for (const field of rule.unknown ?? []) shaped[field] = UNKNOWN_ENUM;
    return shaped;
  });
  const asPage = rule.list === 'page' || (rule.list === 'alternate' && turn % 2 === 1);
  if (!asPage) return rows;
  return {
    count: typeof found.page?.count === 'number' ? found.page.count : rows.length,
    next: found.page?.next ?? null,
    previous: found.page?.previous ?? null,
    results: rows,
  };
}

/**
 * The `minimal` scenario's body for this route's 2xx JSON answer; a route without a rule (an
 * acknowledgement such as `{detail}`, a validity check) answers as it did.
 */
export function minimalBody(route: Pick<MockRoute, 'method' | 'path'>, body: unknown): unknown {
  const key = ruleKey(route);
  const rule = RULES[key];
  if (!rule) return body;
  const turn = calls.get(key) ?? 0;
  calls.set(key, turn + 1);
  const json = body as Json;
  if (rule.list) return shapeList(json, rule, turn);
  if (Array.isArray(json))
    return json.map((row, index) => (isObject(row) ? rule.shape(row, index) : row));
  return isObject(json) ? rule.shape(json, turn) : json;
}

/** Whether the route has a `minimal` rule (tests check that every JSON route of spec §7 has one). */
export const hasMinimalRule = (route: Pick<MockRoute, 'method' | 'path'>): boolean =>
  ruleKey(route) in RULES;

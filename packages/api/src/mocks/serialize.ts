/**
 * Rows → the server's wire shapes. Decimal fields travel as strings ("1500.00"), the way Django REST
 * Framework sends DecimalField, so the client's normalisation is exercised on every call.
 */
import type { Bill } from '../billing/billing.types.ts';
import type {
  Campaign,
  CampaignPlayer,
  DailyStat,
  MediaPlan,
  PlayerStat,
  VideoStat,
} from '../campaigns/campaigns.types.ts';
import type { Document } from '../documents/documents.types.ts';
import type { Organization } from '../organization/organization.types.ts';
import type { Geoplan, Player, SimplePlayer } from '../players/players.types.ts';
import type { Tenant } from '../tenant/tenant.types.ts';
import type { User } from '../user/user.types.ts';
import type { Video } from '../videos/videos.types.ts';
import { toWireMoney } from '../client/normalize.ts';
import { getMockDb } from './db/db.ts';
import { pdfDataUrl } from './db/files.ts';
import type { PlayerRow } from './db/players.ts';
import type {
  BillRow,
  CampaignRow,
  DocumentRow,
  GeoplanRow,
  OrganizationRow,
  TenantRow,
  UserRow,
  VideoRow,
} from './db/types.ts';

/** `T` with the keys `K` sent as decimal strings. */
export type Wire<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

export type WireUser = Wire<User, 'balance' | 'available_balance'>;
export type WireOrganization = Wire<Organization, 'balance' | 'available_balance'>;
export type WireCampaign = Wire<
  Campaign,
  'budget' | 'daily_budget' | 'spent' | 'today_extra_limit' | 'agency_percent'
> & {
  /** Secret of the share link; the owner sees it to build the public link. */
  api_token: string;
  videos: number[];
};
export type WirePlayer = Wire<Player, 'price'> & { width: number; height: number };
export type WireBill = Wire<Bill, 'amount'>;
export type WireDailyStat = Wire<DailyStat, 'spent'>;
export type WirePlayerStat = Wire<PlayerStat, 'spent'> & { city_name: string; type_name: string };
export type WireVideoStat = Wire<VideoStat, 'spent'>;
export type WireCampaignPlayer = Wire<CampaignPlayer, 'spent'> & {
  price: string;
  width: number;
  height: number;
};
export type WireMediaPlan = Wire<MediaPlan, 'cost'> & { days: number; price_per_show: string };
export type WireVideo = Video & { size: number; width: number; height: number };

/** Kopecks → "1234.50" (the wire format). */
export const money = (kopecks: number): string => toWireMoney(kopecks / 100);

const rublesFormat = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Kopecks → «250 000,00 ₽» for the fake server's Russian messages, which users read as they are
 * (the api may not import the ui formatter; this is the same ru-RU format).
 */
export const moneyText = (kopecks: number): string => `${rublesFormat.format(kopecks / 100)} ₽`;

/** "1234.5" / 1234.5 → kopecks, or NaN when it is not a number. */
export function parseMoney(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(',', '.').trim())
        : NaN;
  return typeof value === 'string' && value.trim() === '' ? NaN : Math.round(number * 100);
}

export function toTenant(row: TenantRow, domain?: string): Tenant {
  return {
    name: row.name,
    favicon: row.favicon,
    logo: row.logo,
    email_tg: row.email_tg,
    company_name: row.company_name,
    domain: domain ?? row.domain,
  };
}

export function organizationOf(userId: number): OrganizationRow {
  const org = getMockDb().state.organizations.find((row) => row.user_id === userId);
  if (!org) throw new Error(`mock user ${userId} has no organization`);
  return org;
}

export function toUser(row: UserRow): WireUser {
  const { state } = getMockDb();
  const tenant = state.tenants.find((t) => t.id === row.tenant_id) ?? state.tenants[0];
  const org = organizationOf(row.id);
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    tenant: toTenant(tenant as TenantRow),
    balance: money(org.balance_kop),
    available_balance: money(org.available_kop),
  };
}

export function toOrganization(row: OrganizationRow, role: User['role']): WireOrganization {
  const { user_id: _user, balance_kop, available_kop, ...fields } = row;
  return { ...fields, balance: money(balance_kop), available_balance: money(available_kop), role };
}

export function toCampaign(row: CampaignRow): WireCampaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    moderation_status: row.moderation_status,
    moderation_comment: row.moderation_comment,
    type: row.type,
    start_date: row.start_date,
    end_date: row.end_date,
    audience: { ...row.audience },
    today_extra_limit: money(row.today_extra_limit_kop),
    budget_rollover: row.budget_rollover,
    delay: row.delay,
    budget: money(row.budget_kop),
    daily_budget: money(row.daily_budget_kop),
    spent: money(row.spent_kop),
    impressions: row.impressions,
    spent_fast: row.spent_fast,
    // eslint-disable-next-line no-restricted-syntax -- the wire format ("10.00"), not a display
    agency_percent: row.agency_percent.toFixed(2),
    target_days: row.target_days,
    players: [...row.players],
    geo_plans: [...row.geo_plans],
    player_settings: row.player_settings.map((setting) => ({ ...setting })),
    videos: [...row.videos],
    api_token: row.api_token,
    created_at: row.created_at,
  };
}

export function toPlayer(row: PlayerRow): WirePlayer {
  const { price_kop, ...fields } = row;
  return { ...fields, price: money(price_kop) };
}

export function toSimplePlayer(row: PlayerRow): SimplePlayer {
  return { id: row.id, name: row.name, latitude: row.latitude, longitude: row.longitude };
}

export function toVideo(row: VideoRow): WireVideo {
  return {
    id: row.id,
    name: row.name,
    file: row.file,
    preview: row.preview,
    duration: row.duration,
    created_at: row.created_at,
    moderation_status: row.moderation_status,
    decline_reason: row.decline_reason,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

export function toBill(row: BillRow): WireBill {
  return {
    id: row.id,
    type: row.type,
    amount: money(row.amount_kop),
    created_at: row.created_at,
    is_paid: row.is_paid,
    number: row.number,
    file: pdfDataUrl(`Ekran bill ${row.id}: ${money(row.amount_kop)} RUB`),
  };
}

export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    type: row.type,
    signing: row.signing,
    name: row.name,
    created_at: row.created_at,
    file: pdfDataUrl(`Ekran document ${row.id}`),
    act_revise: row.act_revise,
  };
}

export function toGeoplan(row: GeoplanRow): Geoplan {
  return { id: row.id, name: row.name, players: [...row.players], created_at: row.created_at };
}

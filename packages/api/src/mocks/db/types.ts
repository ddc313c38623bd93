/**
 * Rows of the fake database. Money is kept in kopecks (integers) so sums stay exact; the serialisers
 * in ../serialize.ts turn rows into the server's wire shapes (decimals as strings).
 */
import type { PlayerSetting, TargetDay, Audience } from '../../campaigns/campaign-payload.ts';
import type {
  BillType,
  CampaignStatus,
  CampaignType,
  DocumentType,
  ModerationStatus,
  Signing,
  UserRole,
  VideoModerationStatus,
} from '../../enums.ts';
import type { Organization } from '../../organization/organization.types.ts';
import type { Tenant } from '../../tenant/tenant.types.ts';

/** Same keys as the themes in packages/ui/src/theme (data-tenant). */
export type TenantSlug = 'ekran' | 'gorod-ekran' | 'mediafasad';

export interface TenantRow extends Tenant {
  id: number;
  slug: TenantSlug;
}

export interface UserRow {
  id: number;
  email: string;
  phone: string;
  password: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  tenant_id: number;
}

export interface OrganizationRow extends Omit<
  Organization,
  'balance' | 'available_balance' | 'role'
> {
  user_id: number;
  balance_kop: number;
  available_kop: number;
}

export interface CampaignRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  status: CampaignStatus;
  moderation_status: ModerationStatus;
  moderation_comment: string | null;
  type: CampaignType;
  start_date: string | null;
  end_date: string | null;
  audience: Audience;
  today_extra_limit_kop: number;
  budget_rollover: boolean;
  delay: number;
  budget_kop: number;
  daily_budget_kop: number;
  spent_kop: number;
  impressions: number;
  spent_fast: boolean;
  agency_percent: number;
  target_days: TargetDay[];
  players: number[];
  geo_plans: number[];
  player_settings: PlayerSetting[];
  videos: number[];
  /** Epoch ms when the user sent it to moderation; the fake approves it a little later. */
  moderation_started_at: number | null;
  /** Secret of the public share link (`Authorization: Token {api_token}`). */
  api_token: string;
  created_at: string;
}

export interface VideoRow {
  id: number;
  user_id: number;
  name: string;
  file: string;
  preview: string | null;
  duration: number;
  size: number;
  width: number;
  height: number;
  created_at: string;
  moderation_status: VideoModerationStatus;
  decline_reason: string | null;
}

export interface BillRow {
  id: number;
  user_id: number;
  type: BillType;
  amount_kop: number;
  created_at: string;
  is_paid: boolean;
  number: string;
}

export interface DocumentRow {
  id: number;
  user_id: number;
  type: DocumentType;
  signing: Signing;
  name: string;
  created_at: string;
  act_revise: string | null;
}

export interface GeoplanRow {
  id: number;
  user_id: number;
  name: string;
  players: number[];
  created_at: string;
}

/**
 * Statistics of one campaign: daily figures, and the weights that split any period's totals between
 * players and videos (largest remainder), so the three views always add up to the same numbers.
 */
export interface CampaignStatsRow {
  daily: { date: string; impressions: number; ots: number; spent_kop: number }[];
  playerWeights: { player_id: number; weight: number }[];
  videoWeights: { video_id: number; name: string; weight: number }[];
}

/** Everything that can change: the part persisted in the browser. */
export interface MockState {
  tenants: TenantRow[];
  users: UserRow[];
  organizations: OrganizationRow[];
  campaigns: CampaignRow[];
  videos: VideoRow[];
  bills: BillRow[];
  documents: DocumentRow[];
  geoplans: GeoplanRow[];
  /** Ids (jti) of refresh tokens already exchanged: a used refresh token is refused. */
  usedRefreshTokens: string[];
  /** Password-reset and sign-in-link tokens issued by the fake, by token. */
  resetTokens: Record<string, number>;
  exchangeTokens: Record<string, number>;
  /** Next id per table, so a deleted id is never handed out again. */
  nextIds: Record<'users' | 'campaigns' | 'videos' | 'bills' | 'documents' | 'geoplans', number>;
  tokenCounter: number;
}

/** Hands out the next id of a table (and advances it). */
export type NextId = (table: keyof MockState['nextIds']) => number;

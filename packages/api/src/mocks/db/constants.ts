import { UserRole } from '../../enums.ts';

/** "Today" of the fake world: every date in the data derives from it, so screens look the same on any day. */
export const MOCK_TODAY = new Date('2026-11-20T12:00:00+03:00');

/** Seed of every generator; change it to get a different (but still fixed) world. */
export const MOCK_SEED = 20261120;

/** Size of the player catalogue. */
export const MOCK_PLAYER_COUNT = 20_000;

/** Days of daily statistics behind MOCK_TODAY. */
export const MOCK_STAT_DAYS = 90;

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo12345';

/** Accounts the fake backend knows from the start (listed in the README). */
export const DEMO_CREDENTIALS = {
  agency: { email: 'agency@ekran.demo', password: DEMO_PASSWORD, role: UserRole.AGENCY },
  advertiser: {
    email: 'advertiser@ekran.demo',
    password: DEMO_PASSWORD,
    role: UserRole.ADVERTISER,
  },
  /** The second tenant's (Город-Экран) user, to see the other branding. */
  gorodAgency: { email: 'agency@gorodekran.demo', password: DEMO_PASSWORD, role: UserRole.AGENCY },
  /** A user whose organization is waiting for verification. */
  newcomer: { email: 'new@ekran.demo', password: DEMO_PASSWORD, role: UserRole.ADVERTISER },
} as const;

/**
 * One-time tokens that always work in the fake: a password-reset link (/login/reset/{token}) and a
 * sign-in link (/login?token=…) for the agency demo user.
 */
export const DEMO_TOKENS = {
  reset: 'demo-reset-token',
  exchange: 'demo-exchange-token',
} as const;

/** Access and refresh lifetimes in seconds. */
export const TOKEN_TTL = { access: 15 * 60, refresh: 7 * 24 * 60 * 60 } as const;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of MOCK_TODAY shifted by `offsetDays` (Moscow calendar date). */
export function mockDate(offsetDays = 0): string {
  const moscow = new Date(MOCK_TODAY.getTime() + 3 * 3_600_000 + offsetDays * DAY_MS);
  return moscow.toISOString().slice(0, 10);
}

/** ISO date-time of MOCK_TODAY shifted by days and minutes. */
export function mockDateTime(offsetDays = 0, offsetMinutes = 0): string {
  return new Date(
    MOCK_TODAY.getTime() + offsetDays * DAY_MS + offsetMinutes * 60_000,
  ).toISOString();
}

/** Days between two `YYYY-MM-DD` dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** `YYYY-MM-DD` plus days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday 1 (Monday) … 7 (Sunday) of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

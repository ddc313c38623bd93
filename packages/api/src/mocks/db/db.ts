import { MOCK_SEED, TOKEN_TTL } from './constants.ts';
import { encodeJwt, nowSeconds } from './jwt.ts';
import { generateSeed } from './seed.ts';
import type { CampaignStatsRow, MockState, UserRow } from './types.ts';

/** Bump when MockState changes shape: an older snapshot in localStorage is then dropped. */
const SCHEMA_VERSION = 1;
export const MOCK_STORAGE_KEY = 'ekran:mock-db';
const SAVE_DELAY_MS = 300;

interface Snapshot {
  schema: number;
  seed: number;
  state: MockState;
  /** The seeded statistics (~110 KB), saved so that a reload does not generate the world again. */
  stats?: [number, CampaignStatsRow][];
}

export interface MockDb {
  state: MockState;
  /** Statistics of the seeded campaigns; they never change (no time passes in the fake). */
  readonly stats: Map<number, CampaignStatsRow>;
}

let db: MockDb | null = null;
let persist = false;
let saveTimer: ReturnType<typeof setTimeout> | null = null;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * A database from a saved snapshot. The statistics are not saved (they never change): they are
 * generated from the seed the first time a statistics call asks, not on every page load, so the
 * demo's first screen does not wait for the seeded world and its 20,000 players.
 */
function fromSnapshot(state: MockState, saved?: [number, CampaignStatsRow][]): MockDb {
  let stats = saved ? new Map(saved) : undefined;
  const loaded: MockDb = {
    state,
    get stats() {
      stats ??= generateSeed(MOCK_SEED).stats;
      return stats;
    },
  };
  statsKnown.set(loaded, () => stats);
  return loaded;
}

/** The statistics a database holds without generating them (undefined: not generated yet). */
const statsKnown = new WeakMap<MockDb, () => Map<number, CampaignStatsRow> | undefined>();

function load(): MockDb {
  if (persist) {
    const raw = storage()?.getItem(MOCK_STORAGE_KEY);
    if (raw) {
      try {
        const snapshot = JSON.parse(raw) as Snapshot;
        if (snapshot.schema === SCHEMA_VERSION && snapshot.seed === MOCK_SEED) {
          return fromSnapshot(snapshot.state, snapshot.stats);
        }
      } catch {
        // A broken snapshot is as good as none.
      }
    }
  }
  const seed = generateSeed(MOCK_SEED);
  // Saved at once, so the next page load starts from the snapshot instead of generating again.
  if (persist) queueMicrotask(commit);
  return seed;
}

/** The database, created from the seed on first use (and, in the app, from the saved snapshot). */
export function getMockDb(): MockDb {
  db ??= load();
  return db;
}

/**
 * Keeps the state across reloads in this browser (the app's worker turns it on; tests and Storybook
 * leave it off so every run starts from the seed).
 */
export function enableMockPersistence(): void {
  if (persist) return;
  persist = true;
  db = null;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushMockDb);
  }
}

/** Drops the in-memory state, as a page reload does: the next access loads the saved snapshot. */
export function reloadMockDb(): void {
  flushMockDb();
  db = null;
}

/** Back to the seeded state; also forgets the saved snapshot. */
export function resetMockDb(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  storage()?.removeItem(MOCK_STORAGE_KEY);
  db = generateSeed(MOCK_SEED);
}

/** Call after every change; writes are debounced and hold only the mutable state, never the players. */
export function commit(): void {
  if (!persist || !storage()) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(flushMockDb, SAVE_DELAY_MS);
}

export function flushMockDb(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const store = storage();
  if (!persist || !store || !db) return;
  const stats = statsKnown.has(db) ? statsKnown.get(db)?.() : db.stats;
  const snapshot: Snapshot = {
    schema: SCHEMA_VERSION,
    seed: MOCK_SEED,
    state: db.state,
    ...(stats ? { stats: [...stats] } : {}),
  };
  try {
    store.setItem(MOCK_STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // Quota exceeded: the fake keeps working in memory.
  }
}

export function nextId(table: keyof MockState['nextIds']): number {
  const { state } = getMockDb();
  return state.nextIds[table]++;
}

export function findUserByEmail(email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase();
  return getMockDb().state.users.find((user) => user.email.toLowerCase() === wanted);
}

export function findUser(id: number): UserRow | undefined {
  return getMockDb().state.users.find((user) => user.id === id);
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Issues a fresh pair, as sign-in does. `ttl` overrides lifetimes (seconds), e.g. for tests. */
export function issueTokens(
  userId: number,
  ttl: Partial<Record<'access' | 'refresh', number>> = {},
): TokenPair {
  const { state } = getMockDb();
  const iat = nowSeconds();
  const counter = state.tokenCounter++;
  commit();
  return {
    access_token: encodeJwt({
      token_type: 'access',
      user_id: userId,
      iat,
      exp: iat + (ttl.access ?? TOKEN_TTL.access),
      jti: `a${counter}-${iat}`,
    }),
    refresh_token: encodeJwt({
      token_type: 'refresh',
      user_id: userId,
      iat,
      exp: iat + (ttl.refresh ?? TOKEN_TTL.refresh),
      jti: `r${counter}-${iat}`,
    }),
  };
}

/**
 * A valid session for a demo account, for stories and tests that start logged in:
 * `createMockSession('agency@ekran.demo')`.
 */
export function createMockSession(
  email: string,
  ttl?: Partial<Record<'access' | 'refresh', number>>,
): TokenPair {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No mock user ${email}`);
  return issueTokens(user.id, ttl);
}

/** The parts of a campaign's public link: `/shared-campaign/{apiuid}/{apitoken}`. */
export function shareLinkFor(campaignId: number): {
  apiuid: string;
  apitoken: string;
  path: string;
} {
  const campaign = getMockDb().state.campaigns.find((row) => row.id === campaignId);
  if (!campaign) throw new Error(`No mock campaign ${campaignId}`);
  return {
    apiuid: String(campaign.id),
    apitoken: campaign.api_token,
    path: `/shared-campaign/${campaign.id}/${campaign.api_token}`,
  };
}

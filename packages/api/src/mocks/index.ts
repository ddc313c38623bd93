/**
 * The fake backend: a stateful, seeded, deterministic stand-in for every call of spec §7, for the app
 * (`@ekran/api/mocks/in-page`), Storybook (`handlersByDomain`) and tests (`@ekran/api/mocks/node`).
 * Never imported by production code.
 */
export {
  DEMO_CREDENTIALS,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  MOCK_PLAYER_COUNT,
  MOCK_SEED,
  MOCK_STAT_DAYS,
  MOCK_TODAY,
  TOKEN_TTL,
  mockDate,
  mockDateTime,
} from './db/constants.ts';
export {
  MOCK_STORAGE_KEY,
  createMockSession,
  enableMockPersistence,
  flushMockDb,
  getMockDb,
  issueTokens,
  reloadMockDb,
  resetMockDb,
  shareLinkFor,
  type MockDb,
  type TokenPair,
} from './db/db.ts';
export { decodeJwt, encodeJwt, type TokenClaims } from './db/jwt.ts';
export { MOCK_CITIES, MOCK_PLAYER_TYPES, MOCK_PUBLISHERS } from './db/catalogue.ts';
export { generatePlayers, getPlayers, type PlayerRow } from './db/players.ts';
export { createRng, deriveSeed, type Rng } from './db/prng.ts';
export { generateSeed } from './db/seed.ts';
export { MOCK_TENANTS } from './db/seed-data.ts';
export { campaignStats } from './db/stats.ts';
export type { MockState } from './db/types.ts';
export { createExchangeToken, lastResetToken } from './handlers/auth.ts';
export { MODERATION_DELAY_MS, moderateCampaign } from './handlers/campaigns/access.ts';
export { mediaPlan } from './handlers/campaigns/forecast.ts';
export { routesByDomain } from './handlers/index.ts';
export { MOCK_DOMAINS, domainOf, type MockDomain } from './domains.ts';
export type { MockRoute } from './handlers/utils.ts';
export { routeGroupsFor } from './handlers/index.ts';
export {
  MOCK_SCENARIOS_KEY,
  MOCK_SLOW_MS,
  SCENARIO_DETAILS,
  SCENARIO_NAMES,
  formatScenarioSelection,
  handlers,
  handlersByDomain,
  handlersByDomainFor,
  handlersFor,
  mockUrl,
  parseScenarioSelection,
  readScenarioFlag,
  scenarios,
  type ScenarioName,
  type ScenarioSelection,
} from './scenarios.ts';

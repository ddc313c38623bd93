export * from './paths.ts';
export * from './enums.ts';
export * from './enum-labels.ts';
export type * from './common.types.ts';

// Client core
export {
  createApiClient,
  callOptions,
  downloadFile,
  filenameFromContentDisposition,
  type ApiClient,
  type ApiClientOptions,
  type RequestContext,
} from './client/http.ts';
export { warmContractWorker } from './client/contract-worker.ts';
export {
  createSession,
  readJwtExp,
  RefreshRejectedError,
  REFRESH_LOCK_NAME,
  TOKEN_KEYS,
  type LogoutReason,
  type Refresher,
  type Session,
  type SessionEvent,
  type SessionOptions,
} from './client/session.ts';
export {
  ApiContractError,
  describeError,
  errorMessages,
  fieldErrorsOf,
  InvalidPageError,
  messageFromBody,
  SessionExpiredError,
  TOAST_DURATION_MS,
  type ErrorNotification,
  type Notifier,
} from './client/errors.ts';
export {
  KEEP_STRING_KEYS,
  normalizeResponse,
  toWireMoney,
  parseAndNormalize,
  toLosslessNumber,
} from './client/normalize.ts';
export {
  createInProcessLocks,
  createStorageLocks,
  createMemoryStorage,
  defaultIsOnline,
  defaultLocks,
  defaultStorage,
  type KeyValueStorage,
  type LockManagerLike,
  type SubscribeToStorage,
} from './client/adapters.ts';
export { toSearchParams } from './client/query.ts';
export { clearQueriesOnLogout, invalidates } from './client/query-helpers.ts';
/** Error classes and guards of the HTTP layer, for callers that handle their own errors. */
export { HTTPError, NetworkError, TimeoutError } from 'ky';
export { isHTTPError, isNetworkError, isTimeoutError } from './client/error-guards.ts';
export { createApi, type Api } from './create-api.ts';
export { createDeferredApi, type DeferredApiOptions } from './client/deferred-api.ts';

// Domains: types, fetchers, queries
export type * from './auth/auth.types.ts';
export * from './auth/auth.api.ts';
export * from './auth/auth.queries.ts';
export type * from './user/user.types.ts';
export * from './user/user.api.ts';
export * from './user/user.queries.ts';
export type * from './tenant/tenant.types.ts';
export * from './tenant/tenant.api.ts';
export * from './tenant/tenant-cache.ts';
export * from './tenant/tenant-rules.ts';
export * from './tenant/tenant.queries.ts';
export type * from './organization/organization.types.ts';
export * from './organization/organization.api.ts';
export * from './organization/organization.queries.ts';
export * from './organization/requisites.ts';
export type * from './billing/billing.types.ts';
export * from './billing/billing.api.ts';
export * from './billing/billing.queries.ts';
export type * from './documents/documents.types.ts';
export * from './documents/documents.api.ts';
export * from './documents/documents.queries.ts';
export type * from './players/players.types.ts';
export * from './players/players.api.ts';
export * from './players/players.queries.ts';
export type * from './campaigns/campaigns.types.ts';
export * from './campaigns/campaign-payload.ts';
export * from './campaigns/campaign-rules.ts';
export * from './campaigns/video-rules.ts';
export * from './campaigns/campaigns.api.ts';
export * from './campaigns/campaigns.queries.ts';
export type * from './videos/videos.types.ts';
export * from './videos/videos.api.ts';
export * from './videos/videos.queries.ts';
export type * from './shared/shared.types.ts';
export * from './shared/shared.api.ts';
export * from './shared/shared.queries.ts';

import { isHTTPError, isNetworkError, isTimeoutError } from './error-guards.ts';

/** Shared error phrases (spec §8). «подключение» is spelled as the spec spells it. */
export const errorMessages = {
  offline: 'Нет подключение к интернету',
  generic: 'Что-то пошло не так',
  invalidPage: 'Page should be positive integer',
  contract: 'Сервер вернул неожиданный ответ',
} as const;

/** Spec §9: toasts close after 4000 ms. */
export const TOAST_DURATION_MS = 4000;

/** What went wrong, in the user's words; where and how to show it is the app's decision. */
export interface ErrorNotification {
  message: string;
  /** Milliseconds before the toast closes. */
  duration: number;
  /** Same kind of failure, same id — lets the app collapse a burst of identical toasts. */
  id: string;
  /** The failure, for logging. */
  error: unknown;
}

/** What the app connects to its toasts. */
export interface Notifier {
  error(notification: ErrorNotification): void;
}

/** Thrown by a request when the session could not be renewed (the user has been logged out). */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError' as const;
  constructor() {
    super('Session expired');
  }
}

/** Thrown by the player list call before anything is sent. */
export class InvalidPageError extends Error {
  override name = 'InvalidPageError' as const;
  constructor() {
    super(errorMessages.invalidPage);
  }
}

/** One bad field of an answer: where (`results.0.id`), what the contract expects, what came. */
export interface ContractIssue {
  path: string;
  expected: string;
  received: string;
}

/**
 * A 2xx answer whose body does not match the contract (or is not JSON): names the call and the
 * paths of the bad fields. Not worth retrying: the same call gets the same answer.
 */
export class ApiContractError extends Error {
  override name = 'ApiContractError' as const;
  readonly call: string;
  readonly issues: readonly ContractIssue[];
  constructor(call: string, issues: readonly ContractIssue[]) {
    super(
      `${call}: unexpected response (${issues
        .map(
          (issue) => `${issue.path || '<root>'}: expected ${issue.expected}, got ${issue.received}`,
        )
        .join('; ')})`,
    );
    this.call = call;
    this.issues = issues;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The text a server error body carries: `detail` (a string, or a list of strings as DRF sends
 * them), otherwise its error's message (`error.message` or `message`).
 */
export const messageFromBody = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const { detail } = body;
  const fromDetail =
    nonEmptyString(detail) ??
    (Array.isArray(detail)
      ? nonEmptyString(detail.filter((d) => typeof d === 'string').join(' '))
      : undefined);
  if (fromDetail) return fromDetail;
  const nested = isRecord(body.error)
    ? nonEmptyString(body.error.message)
    : nonEmptyString(body.error);
  return nested ?? nonEmptyString(body.message);
};

/**
 * Spec §8, decided once: offline first, then no response, then the server's words, then the
 * generic text. ky's own English message (it contains the URL) is never shown to a user.
 */
export const describeError = (
  error: unknown,
  online: boolean,
): Pick<ErrorNotification, 'message' | 'id'> => {
  if (!online) return { message: errorMessages.offline, id: 'offline' };
  if (isHTTPError(error)) {
    const message = messageFromBody(error.data) ?? errorMessages.generic;
    return { message, id: `http:${message}` };
  }
  if (isNetworkError(error) || isTimeoutError(error)) {
    return { message: errorMessages.generic, id: 'no-response' };
  }
  if (error instanceof ApiContractError) {
    return { message: errorMessages.contract, id: 'contract' };
  }
  return { message: errorMessages.generic, id: 'generic' };
};

/** Connects whatever notifier is set now; the app may attach its toasts after the client exists. */
export interface NotifierSlot {
  notify(error: unknown): void;
  set(notifier: Notifier | undefined): void;
}

export const createNotifierSlot = (isOnline: () => boolean, initial?: Notifier): NotifierSlot => {
  let current = initial;
  return {
    notify(error) {
      if (!current) return;
      current.error({ ...describeError(error, isOnline()), duration: TOAST_DURATION_MS, error });
    },
    set(notifier) {
      current = notifier;
    },
  };
};

/**
 * Per-field messages of a 400 in the DRF shape (`{ "inn": ["Неверный ИНН"] }`), for forms that keep
 * what the user typed and show the server's words under each field. `detail` and `non_field_errors`
 * are left to the toast / form banner.
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!isHTTPError(error) || !isRecord(error.data)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.data)) {
    if (field === 'detail' || field === 'non_field_errors') continue;
    const text = Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').join(' ')
      : typeof value === 'string'
        ? value
        : '';
    if (text.trim() !== '') out[field] = text;
  }
  return out;
};

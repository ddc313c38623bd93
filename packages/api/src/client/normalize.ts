/**
 * Response normalisation (spec §5): numeric-looking strings become numbers — but never at the cost of
 * data. A string converts only when the number prints back to the same string, up to the trailing
 * zeros of a decimal fraction: Django REST sends money as "1500.00", which is exactly 1500. So
 * "1500.00" and "0.50" convert, while "0274", "1e5", " 12", "-0" and 20-digit bank accounts stay
 * strings. Identifier and free-text fields
 * always stay strings, and nothing inside `target_days` is touched (its hours are "00"…"23").
 */

/** Keys whose values are never converted, wherever they appear. */
export const KEEP_STRING_KEYS: ReadonlySet<string> = new Set([
  // Identifiers (spec §3): leading zeros and length matter.
  'inn',
  'kpp',
  'ogrn',
  'bank_bik',
  'checking_account',
  'correspondent_acc',
  'phone',
  'index',
  'f_index',
  'house_number',
  'f_house_number',
  'carcase_number',
  'f_carcase_number',
  'office_number',
  'f_office_number',
  // Free text and secrets: a campaign called "2024" is still a name, a token is still a token.
  'name',
  'org_name',
  'short_name',
  'description',
  'email',
  'password',
  'access_token',
  'refresh_token',
  'token',
  'apitoken',
  'number',
  'hour',
  'detail',
  'message',
  'moderation_comment',
  'decline_reason',
  'address',
  'country',
  'f_country',
  'city',
  'f_city',
  'street',
  'f_street',
  'bank',
  'ceo_full_name',
  'based_on',
  'company_name',
  'domain',
  // Identifiers that only look like numbers: a share link's token, a screen resolution ("1080"),
  // a messenger handle, a person's or a dictionary entry's name.
  'api_token',
  'resolution',
  'email_tg',
  'first_name',
  'last_name',
  'type_name',
  'publisher_name',
  'city_name',
  'income',
]);

/** Subtrees left exactly as the server sent them. */
export const SKIP_SUBTREE_KEYS: ReadonlySet<string> = new Set(['target_days']);

// A plain decimal: optional minus, no leading zeros, optional fraction. No exponent, sign or spaces.
const PLAIN_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** The decimal string without the zeros that end its fraction: "1500.00" → "1500", "0.50" → "0.5". */
export const canonicalDecimal = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;

/** The number a string stands for, when converting it loses nothing; otherwise undefined. */
export const toLosslessNumber = (value: string): number | undefined => {
  if (value.length > 32 || !PLAIN_DECIMAL.test(value)) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || Math.abs(parsed) > Number.MAX_SAFE_INTEGER) return undefined;
  return String(parsed) === canonicalDecimal(value) ? parsed : undefined;
};

/**
 * Normalises a value nobody else holds (just parsed): arrays and objects are changed in place
 * instead of copied (copies of the map's pages of players would cost a phone long tasks). Items of
 * an array inherit its key: `phone: ["0274", "0275"]` holds phones, not numbers. A "__proto__" key
 * (an own property after JSON.parse) is redefined, never assigned, so it stays data.
 */
const normalizeOwned = (value: unknown, key: string | undefined): unknown => {
  if (key !== undefined && SKIP_SUBTREE_KEYS.has(key)) return value;
  if (typeof value === 'string') {
    if (key !== undefined && KEEP_STRING_KEYS.has(key)) return value;
    return toLosslessNumber(value) ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++)
      value[index] = normalizeOwned(value[index], key);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const childKey of Object.keys(record)) {
    const child = record[childKey];
    const next = normalizeOwned(child, childKey);
    if (next === child) continue;
    if (childKey === '__proto__')
      Object.defineProperty(record, childKey, {
        value: next,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    else record[childKey] = next;
  }
  return record;
};

/** Normalise a parsed JSON response; pure, idempotent, never throws on JSON values. */
export const normalizeResponse = <T = unknown>(value: unknown): T =>
  normalizeOwned(structuredClone(value), undefined) as T;

/** ky's `parseJson`: an empty body (204, empty 200) reads as null instead of throwing. */
export const parseAndNormalize = (text: string): unknown =>
  text.trim() === '' ? null : normalizeOwned(JSON.parse(text), undefined);

/**
 * A money amount as the server takes it in a request body: roubles with two decimals and a dot
 * ("1234.50"). The wire format, not a display one: the screens show money through ui `formatMoney`.
 */
export const toWireMoney = (roubles: number): string =>
  // eslint-disable-next-line no-restricted-syntax -- the wire format of spec §5, not a display
  roubles.toFixed(2);

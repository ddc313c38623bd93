/**
 * `pnpm contract:check --base-url URL --email E --password P [--domain D] [--json [FILE]]`
 *
 * Tests a running backend against the contract the front end expects. It signs in, then calls
 * every read-only endpoint — the GETs, the tenant call, the player list for a box around Moscow,
 * and the GET sub-calls of the first campaign it finds (with that campaign's shared link when it
 * has one) — and validates each answer with the schemas the client uses. It never writes.
 * A field the spec names that is missing or of another type fails the call (FAIL); a field only
 * this front end assumes is a warning (warn: the app shows it as unknown). One line per call as it
 * goes; exit 1 on any failure (warnings never change the exit code), 2 on bad arguments or a
 * failed sign-in. `--json FILE` also writes a machine-readable report (`--json` alone prints it on
 * stdout, the progress going to stderr).
 *
 * URL is the server (its API under /api) or the API prefix itself (`https://x.ru/api`).
 */
import fs from 'node:fs';
import { parseAndNormalize } from '../src/client/normalize.ts';
import { contractIssues } from '../src/contract/check.ts';
import { withFallbacksReported, type z } from '../src/contract/kit.ts';
import { ASSUMED, fieldAt } from '../src/contract/sources.ts';
import { operations, type OperationName } from '../src/contract/operations/index.ts';
import type { ContractIssue } from '../src/client/errors.ts';

interface Result {
  call: OperationName;
  method: string;
  path: string;
  status: number | null;
  ok: boolean;
  ms: number;
  /** Fields the spec names that came missing or of another type: the call fails. */
  issues: ContractIssue[];
  /** Fields only this front end assumes that came missing or of another type: the app shows «—». */
  warnings: ContractIssue[];
  /** Why there is no answer to check (HTTP status, network, not JSON). */
  error?: string;
}

const USAGE =
  'Usage: pnpm contract:check --base-url URL --email E --password P [--domain D] [--json [FILE]]';

const parseArgs = (argv: string[]) => {
  const args: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      args[name] = next;
      i += 1;
    } else args[name] = true;
  }
  return args;
};

const args = parseArgs(process.argv.slice(2));
const text = (name: string): string | undefined =>
  typeof args[name] === 'string' ? (args[name] as string) : undefined;
const baseUrl = text('base-url');
const email = text('email');
const password = text('password');
if (!baseUrl || !email || !password || args.help) {
  console.error(USAGE);
  process.exit(2);
}
const jsonOut = args.json === true ? '-' : text('json');
const log = jsonOut === '-' ? console.error : console.log;

const base = new URL(baseUrl);
const prefix = base.pathname === '/' ? '/api' : base.pathname.replace(/\/$/, '');
const urlOf = (path: string) => `${base.origin}${prefix}/${path}`;
const domain = text('domain') ?? base.hostname;

const results: Result[] = [];
let planned = 0;

/** One call: its answer normalised (spec §5) and checked against the operation's schema. */
const check = async (
  call: OperationName,
  path: string,
  init: {
    query?: Record<string, string | number>;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<unknown> => {
  const operation = operations[call];
  const url = new URL(urlOf(path));
  for (const [name, value] of Object.entries(init.query ?? {}))
    url.searchParams.set(name, String(value));
  const started = performance.now();
  const result: Result = {
    call,
    method: operation.method,
    path,
    status: null,
    ok: false,
    ms: 0,
    issues: [],
    warnings: [],
  };
  let data: unknown;
  let readable = false;
  try {
    const response = await fetch(url, {
      method: operation.method,
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    result.status = response.status;
    const body = await response.text();
    if (!response.ok) result.error = `HTTP ${response.status}`;
    else if (operation.response === 'file') result.ok = body.length > 0 || response.status === 204;
    else {
      try {
        data = parseAndNormalize(body);
      } catch {
        result.error = 'the answer is not JSON';
      }
      if (!result.error) {
        const parsed = operation.response.safeParse(data);
        // Read again with every tolerant fallback reported: the spec's fields fail the call, the
        // front end's own assumptions only warn (the app reads them as unknown).
        const strict = withFallbacksReported(() => operation.response.safeParse(data));
        const all = strict.success ? [] : contractIssues(strict.error, data);
        // A value outside the spec's list of an enum (a newer server's status) is shown as
        // «Неизвестно» and offers nothing: a warning, like an assumed field.
        const isSpec = (issue: ContractIssue) =>
          (fieldAt(operation.response as z.ZodType, pathOf(issue))?.source ?? ASSUMED) !==
            ASSUMED &&
          !(
            issue.expected.startsWith('one of') &&
            issue.received !== 'nothing' &&
            issue.received !== 'null'
          );
        result.issues = parsed.success ? all.filter(isSpec) : contractIssues(parsed.error, data);
        result.warnings = all.filter((issue) => !isSpec(issue));
        result.ok = result.issues.length === 0;
        readable = parsed.success;
        if (parsed.success) data = parsed.data;
      }
    }
  } catch (error) {
    result.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  result.ms = Math.round(performance.now() - started);
  results.push(result);
  const mark = !result.ok ? 'FAIL' : result.warnings.length > 0 ? 'warn' : 'ok  ';
  const counter = `[${String(results.length).padStart(2)}/${Math.max(planned, results.length)}]`;
  log(
    `${counter} ${mark} ${operation.method.padEnd(6)} ${path} (${call}) ${result.ms} ms${result.error ? ` — ${result.error}` : ''}`,
  );
  for (const issue of result.issues) {
    log(
      `         ${issue.path || '<root>'}: expected ${issue.expected}, received ${issue.received}`,
    );
  }
  for (const [line, rows] of groupByField(result.warnings)) {
    log(`         (warn) ${line}${rows > 1 ? ` (${rows} rows)` : ''}`);
  }
  // An answer the app could read leads on to its sub-calls, even when a spec field failed.
  return readable ? data : undefined;
};

/** An issue's path back as keys: digits are list indexes. */
const pathOf = (issue: ContractIssue): PropertyKey[] =>
  issue.path === ''
    ? []
    : issue.path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/** Warnings of one field in many rows, said once: `results.*.photo: … (12 rows)`. */
const groupByField = (issues: ContractIssue[]): Map<string, number> => {
  const lines = new Map<string, number>();
  for (const issue of issues) {
    const path = issue.path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
    const line = `${path}: expected ${issue.expected}, received ${issue.received}`;
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  return lines;
};

const firstId = (page: unknown): number | undefined => {
  const results = (page as { results?: { id?: unknown }[] } | undefined)?.results;
  const id = results?.[0]?.id;
  return typeof id === 'number' ? id : undefined;
};

log(`Contract check of ${base.origin}${prefix}/ as ${email}`);
// 16 calls, 7 of the first campaign, 4 of its shared link; fewer when there is none.
planned = 27;
const tokens = (await check('auth.signin', operations['auth.signin'].path, {
  body: { email, password },
})) as { access_token: string } | undefined;
if (!tokens) {
  log('Sign-in failed: nothing else can be checked.');
  process.exit(2);
}
const bearer = { Authorization: `Bearer ${tokens.access_token}` };
const get = (call: OperationName, path: string, query?: Record<string, string | number>) =>
  check(call, path, { query, headers: bearer });
const page = { page: 1, pageSize: 10 };

await check('tenant.list', operations['tenant.list'].path, { body: { domain } });
await get('user.getMe', 'v2/user/get_me/');
await get('user.getBalance', 'v2/user/balance/');
await get('organization.getMy', 'v2/user/organization/get_my_organization/');
await get('billing.list', 'v2/user/billing/', page);
await get('documents.list', 'v2/user/documents/', page);
await get('players.types', 'v2/player/types/');
await get('players.simple', 'v2/player/simple/', page);
await get('players.publishers', 'v2/player/publishers/');
await get('players.cities', 'v2/player/cities/');
await get('players.geoplans.list', 'v2/player/geoplan/');
await check('players.list', 'v2/player/list/', {
  query: { page: 1 },
  headers: bearer,
  body: {
    right_top: { latitude: 55.95, longitude: 37.85 },
    left_bottom: { latitude: 55.55, longitude: 37.35 },
    type_names: [],
    publisher_names: [],
    photo: 'all',
    exclude_ids: [],
    city_names: [],
  },
});
await get('videos.list', 'v2/video/list/', page);
await get('campaigns.dailyStat', 'v2/adv/daily_stat/');
const campaigns = await get('campaigns.list', 'v2/adv/', page);
const id = firstId(campaigns);
if (id === undefined) {
  planned = results.length;
  log('No campaign found: its sub-calls are not checked.');
} else {
  const campaign = (await get('campaigns.get', `v2/adv/${id}/`)) as
    { api_token?: string } | undefined;
  await get('campaigns.videos', `v2/adv/${id}/videos/`);
  await get('campaigns.videosForUpload', `v2/adv/${id}/videos_for_upload/`);
  await get('campaigns.players', `v2/adv/${id}/players/`, { page: 1 });
  await get('campaigns.playerStat', 'v2/adv/player_stat/', { ...page, adv: id });
  await get('campaigns.dailyStat', 'v2/adv/daily_stat/', { adv: id });
  await get('campaigns.exportReport', `v2/adv/${id}/export_report/`);
  const token = campaign?.api_token;
  if (token) {
    const shared = { Authorization: `Token ${token}`, Adv: String(id) };
    const publicGet = (
      call: OperationName,
      path: string,
      query?: Record<string, string | number>,
    ) => check(call, path, { query, headers: shared });
    await publicGet('shared.get', `v2/adv/public/${id}/`);
    await publicGet('shared.videos', `v2/adv/public/${id}/videos/`);
    await publicGet('shared.playerStat', `v2/adv/public/${id}/player_stat/`, page);
    await publicGet('shared.dailyStat', `v2/adv/public/${id}/daily_stat/`);
  } else {
    planned = results.length;
    log('The campaign has no api_token: the shared calls are not checked.');
  }
}

const failed = results.filter((result) => !result.ok);
const mismatched = failed.filter((result) => result.issues.length > 0).length;
const warnings = results.reduce((sum, result) => sum + result.warnings.length, 0);
log(
  `${results.length} calls: ${results.length - failed.length} ok, ${mismatched} not as the contract says, ${failed.length - mismatched} failed; ${warnings} warnings on fields the front end assumes.`,
);
if (jsonOut) {
  const report = JSON.stringify(
    {
      baseUrl: `${base.origin}${prefix}/`,
      checkedAt: new Date().toISOString(),
      ok: failed.length === 0,
      summary: {
        calls: results.length,
        ok: results.length - failed.length,
        mismatched,
        failed: failed.length - mismatched,
        warnings,
      },
      results,
    },
    null,
    2,
  );
  if (jsonOut === '-') console.log(report);
  else fs.writeFileSync(jsonOut, `${report}\n`);
}
process.exit(failed.length === 0 ? 0 : 1);

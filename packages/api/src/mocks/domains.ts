import { paths } from '../paths.ts';

/** Areas of the API, one handler module each; also the keys of `handlersByDomain`. */
export const MOCK_DOMAINS = [
  'auth',
  'user',
  'tenant',
  'organization',
  'billing',
  'documents',
  'players',
  'campaigns',
  'videos',
  'shared',
] as const;
export type MockDomain = (typeof MOCK_DOMAINS)[number];

/** The group of `paths` whose calls a domain's handler module answers. */
const PATH_GROUP = {
  auth: 'auth',
  user: 'user',
  tenant: 'tenant',
  organization: 'organization',
  billing: 'billing',
  documents: 'documents',
  players: 'players',
  campaigns: 'adv',
  videos: 'video',
  shared: 'shared',
} as const satisfies Record<MockDomain, keyof typeof paths>;

/**
 * A path of spec §7 (`v2/adv/:id/`) as a pattern over a request's pathname: any origin and any
 * base before /api/, the last slash optional; each `:param` is a captured segment, in order.
 */
export function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`/api/${body}/?$`), names };
}

type PathOf = string | ((...ids: string[]) => string);

/**
 * Each domain's paths as patterns, built from `paths` alone: which domain a request belongs to is
 * known without loading any handler module. Public (shared) calls come before the owner's: both
 * live under v2/adv/.
 */
let patterns: [MockDomain, RegExp[]][] | undefined;

function domainPatterns(): [MockDomain, RegExp[]][] {
  patterns ??= (['shared', ...MOCK_DOMAINS.filter((domain) => domain !== 'shared')] as const).map(
    (domain) => [
      domain,
      Object.values(paths[PATH_GROUP[domain]] as Record<string, PathOf>).map(
        (path) => pathPattern(typeof path === 'string' ? path : path(':id', ':other')).pattern,
      ),
    ],
  );
  return patterns;
}

/** Pathnames already classified: every domain's handler asks for each request. */
const known = new Map<string, MockDomain | undefined>();

/** The domain whose handler module answers this pathname (`/api/v2/adv/7/`), if any. */
export function domainOf(pathname: string): MockDomain | undefined {
  if (known.has(pathname)) return known.get(pathname);
  const domain = domainPatterns().find(([, list]) =>
    list.some((pattern) => pattern.test(pathname)),
  )?.[0];
  known.set(pathname, domain);
  return domain;
}

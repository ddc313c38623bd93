/*
 * The import rules bite: ESLint's boundaries inside the web app (eslint.config.js) and the cycle
 * check of `pnpm lint` (.dependency-cruiser.mjs), each run on code that breaks it and on code that
 * keeps it, through the project's own configuration.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { cruise, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = (file: string) => path.join(root, 'apps/web/src', file);

describe('the web app’s layers (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: root });

  // ESLint loads the configuration and its plugins with the first file, which on a busy machine
  // takes longer than a case may: loaded here, once, with a timeout of its own.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(web('lib/probe.ts'));
  }, 120_000);

  /** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
  const boundaryErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: web(file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  };

  it.each([
    ['lib/probe.ts', "import { routes } from '../app/router';"],
    ['lib/probe.ts', "import type { AppRouter } from '../app/router';"],
    ['lib/maps/probe.ts', "export { routes } from '../../app/router';"],
    ['lib/probe.ts', "import { SearchInput } from '../components/search-input';"],
    ['lib/probe.ts', "import { useTopUp } from '../features/billing/use-top-up';"],
    ['components/probe.tsx', "import { useTopUp } from '../features/billing/use-top-up';"],
    ['components/probe.tsx', "import { AppProviders } from '../app/providers';"],
    ['features/billing/probe.tsx', "import { appPrefetch } from '../../app/providers';"],
    ['features/billing/probe.tsx', "const screen = () => import('../campaigns/campaigns-screen');"],
  ])('refuses %s: %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Unexpected path ".+" imported in restricted zone\. \S/);
  });

  it.each([
    ['app/probe.tsx', "import { usePrefetch } from '../lib/prefetch-context';"],
    ['app/probe.tsx', "import { useTopUp } from '../features/billing/use-top-up';"],
    ['features/billing/probe.tsx', "import { SearchInput } from '../../components/search-input';"],
    ['features/billing/probe.tsx', "import { useTopUp } from './use-top-up';"],
    ['components/probe.tsx', "import { periodOf } from '../lib/date';"],
    ['lib/maps/probe.ts', "import { periodOf } from '../date';"],
    ['lib/probe.ts', "import { Button } from '@ekran/ui';"],
  ])('accepts %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('resolves what the app imports: TypeScript files without their extension, the workspace packages to their sources', async () => {
    const probe = web('lib/probe.ts');
    const config = (await eslint.calculateConfigForFile(probe)) as {
      settings: {
        'import-x/resolver-next': {
          resolve: (source: string, file: string) => { found: boolean; path?: string | null };
        }[];
      };
    };
    const [resolver] = config.settings['import-x/resolver-next'];
    const resolved = (source: string) => {
      const result = resolver!.resolve(source, probe);
      return result.found && result.path ? path.relative(root, result.path) : null;
    };
    expect(resolved('../app/router')).toBe('apps/web/src/app/router.tsx');
    expect(resolved('./maps/map-picker')).toBe('apps/web/src/lib/maps/map-picker.ts');
    expect(resolved('@ekran/ui')).toBe('packages/ui/src/index.ts');
    expect(resolved('@ekran/api')).toBe('packages/api/src/index.ts');
    expect(resolved('@ekran/api/mocks')).toBe('packages/api/src/mocks/index.ts');
  });
});

describe('import cycles (pnpm lint:cycles)', () => {
  let fixtures = '';
  let violations: IViolation[] = [];

  /** The files of the cycles the check reported among the fixture's `folder`, by name. */
  const cycleIn = (folder: string) =>
    [
      ...new Set(
        violations
          .filter((violation) => violation.rule.name === 'no-circular')
          .filter((violation) => violation.from.includes(`/${folder}/`))
          .flatMap((violation) => [violation.from, ...(violation.cycle ?? []).map((m) => m.name)])
          .map((file) => path.basename(file)),
      ),
    ].sort();

  beforeAll(async () => {
    fixtures = mkdtempSync(path.join(tmpdir(), 'ekran-cycles-'));
    const files: Record<string, string> = {
      // Two modules that need each other's values.
      'values/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'values/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      // A type one way, a value the other: erased at build time, still a knot in the design.
      'types/props.ts':
        "import { part } from './part';\nexport type Props = { part: typeof part };\n",
      'types/part.ts':
        "import type { Props } from './props';\nexport const part = (props?: Props) => props;\n",
      // Only a dynamic import keeps this one from failing at load.
      'dynamic/table.ts': "export const table = [() => import('./screen')];\n",
      'dynamic/screen.ts': "import { table } from './table';\nexport const count = table.length;\n",
      // The shared type has a home below both: no cycle.
      'fixed/props.types.ts': 'export type Props = { size: number };\n',
      'fixed/props.ts':
        "import { part } from './part';\nimport type { Props } from './props.types';\nexport const props = (value: Props) => part(value);\n",
      'fixed/part.ts':
        "import type { Props } from './props.types';\nexport const part = (props: Props) => props.size;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(fixtures, file);
      mkdirFor(full);
      writeFileSync(full, text);
    }
    const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.mjs'));
    const result = await cruise([fixtures], options);
    if (typeof result.output === 'string') throw new Error('cruise returned text, not a result');
    violations = result.output.summary.violations;
  }, 60_000);

  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('reports two modules that import each other', () => {
    expect(cycleIn('values')).toEqual(['a.ts', 'b.ts']);
  });

  it('reports a cycle held by a type-only import', () => {
    expect(cycleIn('types')).toEqual(['part.ts', 'props.ts']);
  });

  it('reports a cycle through a dynamic import', () => {
    expect(cycleIn('dynamic')).toEqual(['screen.ts', 'table.ts']);
  });

  it('accepts the same modules once the shared type lives below both', () => {
    expect(cycleIn('fixed')).toEqual([]);
  });
});

function mkdirFor(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
}

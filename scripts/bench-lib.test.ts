// Run with `pnpm exec vitest run --root scripts` (the workspace's projects cover the packages only).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  freePort,
  kb,
  lastJson,
  median,
  msText,
  npmFreeEnv,
  originOf,
  percentile,
  run,
  secondsText,
  serve,
} from './bench-lib.ts';
import { formatTable, type Row } from './bench-table.ts';

describe('bench helpers', () => {
  it('reads the last JSON line of a script, and says when there is none', () => {
    expect(lastJson<{ a: number }>('log\n{"a":1}\nmore\n{"a":2}\n')).toEqual({ a: 2 });
    expect(() => lastJson('no json here')).toThrow(/no JSON/);
  });

  it('takes the median of the finite values and the nearest-rank percentile', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2, Number.NaN])).toBe(2.5);
    expect(median([])).toBeNaN();
    const frames = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(frames, 50)).toBe(51);
    expect(percentile(frames, 95)).toBe(96);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('formats sizes and times', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(msText(12.6)).toBe('13 ms');
    expect(secondsText(3.04)).toBe('3.0 s');
  });

  it('runs a command with its output and exit code, and finds a free port', async () => {
    const result = await run('node', ['-e', 'console.log("hi"); process.exit(3)']);
    expect(result).toMatchObject({ code: 3, stdout: 'hi\n' });
    expect(await freePort()).toBeGreaterThan(0);
  });

  it('leaves the npm_* variables out of the environment for npm', () => {
    vi.stubEnv('npm_config_registry', 'http://x');
    vi.stubEnv('BENCH_KEEP', '1');
    try {
      expect(npmFreeEnv()).toMatchObject({ BENCH_KEEP: '1' });
      expect(npmFreeEnv()).not.toHaveProperty('npm_config_registry');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('serves a folder with its files’ content types, index.html for /, 404 for the rest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-serve-'));
    await writeFile(path.join(dir, 'index.html'), '<p>hi</p>');
    await writeFile(path.join(dir, 'a.mjs'), 'export {};');
    await writeFile(path.join(dir, 'index.json'), '{}');
    const server = await serve(dir);
    try {
      const origin = originOf(server);
      const type = async (url: string) => {
        const response = await fetch(`${origin}${url}`);
        await response.arrayBuffer();
        return response.ok ? response.headers.get('content-type') : response.status;
      };
      expect(await type('/?path=/story/x')).toBe('text/html; charset=utf-8');
      expect(await type('/a.mjs')).toBe('text/javascript');
      expect(await type('/index.json')).toBe('application/json');
      expect(await type('/missing.js')).toBe(404);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the table in section order, with a failed section’s reason', () => {
    const rows: Row[] = [
      { name: 'entry', value: '50.0 KB', target: '≤ 60 KB', ok: true },
      { name: 'build', value: '9.0 s', target: '—', ok: null },
    ];
    const results = new Map<'a' | 'b' | 'c', Row[] | Error>([
      ['b', new Error('nginx did not start\nstack')],
      ['a', rows],
    ]);
    const text = formatTable(results, ['a', 'b', 'c'], { a: 'Alpha', b: 'Beta', c: 'Gamma' });
    const lines = text.split('\n');
    expect(lines.filter((line) => /^[A-Z]/.test(line))).toEqual(['Alpha', 'Beta']);
    expect(lines.find((line) => line.includes('entry'))).toMatch(/entry +50\.0 KB {2}≤ 60 KB +ok$/);
    expect(lines.find((line) => line.includes('build'))?.trimEnd()).toMatch(/9\.0 s {2}—$/);
    expect(text).toContain('  could not run: nginx did not start');
    expect(text).not.toContain('stack');
  });
});

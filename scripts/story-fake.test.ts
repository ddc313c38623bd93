import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Storybook's fake loads a domain's handlers with a story's first call to it
 * (@ekran/api/mocks/lazy). One import of the whole fake (`@ekran/api/mocks`, every domain's
 * handlers at once) from a story, a story kit or the preview would load them all again for every
 * story that shares its chunk.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

const wholeFake = /(from\s+|import\()\s*'@ekran\/api\/mocks'/;

describe("Storybook's fake backend", () => {
  it('is imported whole by no story, story kit or preview file (the app takes its in-page one)', () => {
    const files = ['apps/web/src', 'packages/ui/src', '.storybook'].flatMap(sources);
    expect(files).toContain('apps/web/src/test/app-story.tsx');
    const eager = files.filter((file) =>
      wholeFake.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(eager).toEqual([]);
  });

  it('is loaded by the preview one domain at a time', () => {
    const preview = readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8');
    expect(preview).toMatch(/import\('@ekran\/api\/mocks\/lazy'\)/);
  });
});

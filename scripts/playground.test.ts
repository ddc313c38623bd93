import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const components = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/ui/src/components',
);

/** Each component folder with the text of its story files. */
const folders = readdirSync(components, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const dir = path.join(components, entry.name);
    const stories = readdirSync(dir)
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));
    return { name: entry.name, stories };
  });

const playground = /^export const Playground\b/m;

describe('the Playground stories', () => {
  it('finds the component folders', () => {
    expect(folders.map((folder) => folder.name)).toContain('button');
  });

  it('gives every component a Playground: its props in the Controls panel', () => {
    const missing = folders
      .filter((folder) => !folder.stories.some((story) => playground.test(story.text)))
      .map((folder) => folder.name);
    expect(missing).toEqual([]);
  });

  it('describes the props of every Playground with argTypes', () => {
    const bare = folders
      .flatMap((folder) => folder.stories.map((story) => ({ ...story, folder: folder.name })))
      .filter((story) => playground.test(story.text) && !/\bargTypes\s*:/.test(story.text))
      .map((story) => `${story.folder}/${story.file}`);
    expect(bare).toEqual([]);
  });
});

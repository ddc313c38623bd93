import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, openApiText } from './openapi.ts';
import { operations } from './operations/index.ts';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../contract/openapi.json',
);

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: object }>>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document (pnpm contract)', () => {
  it('is committed and up to date: run `pnpm contract` after changing a schema', () => {
    expect(fs.readFileSync(file, 'utf8') === openApiText()).toBe(true);
  });

  it('holds every operation once, under its path and method', () => {
    const doc = buildOpenApi() as unknown as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.sort()).toEqual(Object.keys(operations).sort());
  });

  it('resolves every reference', () => {
    const text = JSON.stringify(buildOpenApi());
    const doc = JSON.parse(text) as Doc;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map(([, id]) => id);
    expect(refs.length).toBeGreaterThan(20);
    expect(refs.filter((id) => !(id! in doc.components.schemas))).toEqual([]);
    expect(text).not.toContain('#/$defs/');
  });
});

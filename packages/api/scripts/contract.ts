/**
 * `pnpm contract`: writes packages/api/contract/openapi.json, the OpenAPI 3.1 document of the
 * contract the front end expects, from the schemas in packages/api/src/contract.
 * `--check` only compares and exits 1 when the committed file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiText } from '../src/contract/openapi.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contract/openapi.json');
const text = openApiText();

if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), file)} is out of date: run \`pnpm contract\`.`);
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), file)} is up to date.`);
} else {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  const calls = Object.values(document.paths).reduce((n, each) => n + Object.keys(each).length, 0);
  console.log(`Wrote ${path.relative(process.cwd(), file)}: ${calls} calls.`);
}

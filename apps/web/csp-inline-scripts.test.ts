import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedScriptHashes, cspInlineProblems, inlineScripts } from './csp-inline-scripts.ts';

const policyFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/nginx/templates/ekran/security-headers.conf.template',
);

// sha256 of `console.log(1)`, as a browser reports it in a CSP violation.
const LOG_HASH = "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='";

describe('inline scripts against the Content-Security-Policy', () => {
  it('finds inline scripts and their hashes, ignoring external scripts and data blocks', () => {
    const html = `<script type="module" src="/assets/a.js"></script><script>console.log(1)</script>
      <script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScripts(html)).toEqual([{ hash: LOG_HASH, excerpt: 'console.log(1)' }]);
  });

  it('reads the hashes of script-src only', () => {
    const policy = `default-src 'self' 'sha256-AAAA'; script-src 'self' ${LOG_HASH}; style-src 'self'`;
    expect([...allowedScriptHashes(policy)]).toEqual([LOG_HASH]);
  });

  it('accepts an inline script whose hash is listed and reports one that is not', () => {
    const html = '<script>console.log(1)</script>';
    expect(cspInlineProblems(html, `script-src 'self' ${LOG_HASH}`)).toEqual([]);
    expect(cspInlineProblems(html, "script-src 'self'")[0]).toContain(LOG_HASH);
  });

  it('reports inline event handlers, which a hash cannot allow', () => {
    expect(cspInlineProblems('<img src="x.png" onerror="go()">', "script-src 'self'")).toEqual([
      'inline event handler onerror="…" is blocked by the policy',
    ]);
  });

  it('the app page satisfies the deployment policy', () => {
    const page = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.html'),
      'utf8',
    );
    expect(cspInlineProblems(page, fs.readFileSync(policyFile, 'utf8'))).toEqual([]);
  });
});

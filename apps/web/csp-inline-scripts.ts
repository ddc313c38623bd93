import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The deployment's Content-Security-Policy allows no inline script unless its hash is listed in
 * script-src (deploy/nginx/templates/ekran/security-headers.conf.template). These helpers find the
 * inline scripts of a built index.html and the hashes a policy allows; the plugin below fails the
 * build when the two disagree, so a new inline script cannot ship blocked by the policy.
 */

/** `<script>` types the browser does not run (data blocks): CSP does not apply to them. */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

export interface InlineScript {
  /** 'sha256-…' as CSP writes it. */
  hash: string;
  /** The first characters, for the error message. */
  excerpt: string;
}

/** Inline scripts (no src) of an HTML document with their CSP hashes. */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_BLOCK_TYPES.has(type)) continue;
    const digest = createHash('sha256').update(body, 'utf8').digest('base64');
    found.push({ hash: `'sha256-${digest}'`, excerpt: body.trim().slice(0, 60) });
  }
  return found;
}

/** Inline event handler attributes (`onload="…"`): a hash cannot allow them without 'unsafe-hashes'. */
export function inlineHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map((match) => match[1] ?? '');
}

/** The 'sha256-…' sources of the script-src directive in a text that contains the policy. */
export function allowedScriptHashes(policyText: string): Set<string> {
  const directive = /script-src\s([^;"]*)/.exec(policyText)?.[1] ?? '';
  return new Set(directive.match(/'sha(?:256|384|512)-[A-Za-z0-9+/=]+'/g) ?? []);
}

/** Problems of a built index.html against the policy; empty when every inline script is allowed. */
export function cspInlineProblems(html: string, policyText: string): string[] {
  const allowed = allowedScriptHashes(policyText);
  const problems = inlineScripts(html)
    .filter((script) => !allowed.has(script.hash))
    .map(
      (script) =>
        `inline script «${script.excerpt}» needs ${script.hash} in script-src (or move it to a file)`,
    );
  for (const handler of inlineHandlers(html))
    problems.push(`inline event handler ${handler}="…" is blocked by the policy`);
  return problems;
}

/** Fails `vite build` when index.html has an inline script the deployment's policy would block. */
export function cspInlineScriptsPlugin(policyFile: string): Plugin {
  return {
    name: 'ekran:csp-inline-scripts',
    apply: 'build',
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html =
        typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const problems = cspInlineProblems(html, fs.readFileSync(policyFile, 'utf8'));
      if (problems.length)
        this.error(
          `index.html breaks the Content-Security-Policy of ${policyFile}:\n- ${problems.join('\n- ')}`,
        );
    },
  };
}

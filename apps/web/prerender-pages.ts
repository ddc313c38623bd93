import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defaultServerConditions, type Plugin } from 'vite';
import { cspInlineProblems } from './csp-inline-scripts.ts';

/**
 * Paint before JavaScript. We render pages to HTML at build time (src/prerender/pages.tsx:
 * the login, the password recovery and the registration complete; the campaign list and the new
 * campaign as they are while their data loads), with React's own server renderer, into
 * dist/<path>.html; nginx (`try_files $uri $uri.html …`) and `vite preview` serve it for the path.
 * Chosen over React Router's framework mode with prerendering: the app is a data-router SPA with
 * lazy screens, and framework mode would move its routing, entry and build to the framework for a
 * few pages. Chosen over a hand-written copy in index.html: the markup comes from the same
 * components, so it cannot drift from the screen.
 *
 * The page keeps index.html's head (stylesheet, the font and entry preloads, the pre-paint theme
 * script) and puts the rendered screen in #root before the boot shell. The app renders over it
 * when it starts (main.tsx keeps what was typed: src/lib/typed-before-start.ts). A signed-in page
 * is `inert` (nothing to type into, click or focus before the app) and hidden from assistive
 * technology (a status says «Загрузка…»). The boot shell shows instead of a page that is hidden:
 * a signed-in page without a session (the app sends the visitor to the login), or any page with a
 * query (a one-time login link, a filtered list: the page is not what the app will show).
 */

/**
 * The tenant's words on a prerendered page (`data-tenant-slot`: name, company, support address)
 * come from this host's cached tenant (`tenantCacheKey` of @ekran/api, written by the app on every
 * start), filled in by an inline script right after the markup, before the first paint, as the app
 * renders them (app/layouts/auth-layout.tsx, support-contact.tsx). Without a
 * cached tenant (a first visit) they keep their place, hidden, until the app knows the tenant:
 * another tenant's domain never shows this one's name. Filled before the paint, the footer has its
 * full size at once; the app's render of it would otherwise be a later, larger LCP candidate.
 * Self-contained on purpose: its sha256 is in the CSP, like index.html's pre-paint script.
 */
export const TENANT_SLOTS_SCRIPT = `
      (function () {
        try {
          var page = document.querySelector('[data-prerendered]');
          if (!page) return;
          // With a query (a one-time login link, a filtered list) the page is not what the app
          // will show; a signed-in page without a session is not shown at all (the app goes to
          // the login): wait for the app.
          var signedIn = page.getAttribute('data-prerendered') !== 'app' ||
            localStorage.getItem('access_token') || localStorage.getItem('refresh_token');
          if (location.search || !signedIn) return page.setAttribute('hidden', '');
          var tenant = JSON.parse(localStorage.getItem('ekran:tenant:' + location.hostname));
          if (!tenant || typeof tenant !== 'object') return;
          var fill = function (slot, text, then) {
            var elements = page.querySelectorAll('[data-tenant-slot="' + slot + '"]');
            for (var i = 0; i < elements.length; i++) {
              elements[i].textContent = text;
              if (then) then(elements[i]);
            }
          };
          var email = typeof tenant.email_tg === 'string' ? tenant.email_tg.trim() : '';
          fill('name', String(tenant.name || ''));
          fill('company', '© ' + String(tenant.company_name || ''));
          fill('support', email ? ' · Поддержка: ' : '', function (support) {
            if (!email) return;
            var link = document.createElement('a');
            link.href = 'mailto:' + email;
            link.className = 'underline underline-offset-2';
            link.textContent = email;
            support.appendChild(link);
          });
          // The logo as the app shows it (safeAssetUrl in @ekran/api): http(s), or a path on this
          // origin; anything else leaves its place hidden, as the app shows no logo then.
          try {
            var logo = typeof tenant.logo === 'string' ? tenant.logo.trim() : '';
            var url = logo && !/^[\\/\\\\]{2}/.test(logo) ? new URL(logo, location.origin) : null;
            if (
              url && (url.protocol === 'https:' || url.protocol === 'http:') &&
              (!/^[\\/\\\\]/.test(logo) || url.origin === location.origin)
            ) {
              var images = page.querySelectorAll('img[data-tenant-slot="logo"]');
              for (var i = 0; i < images.length; i++) {
                images[i].src = url.href;
                images[i].removeAttribute('hidden');
              }
            }
          } catch (error) {
            // Not a URL: no logo, as in the app.
          }
          page.setAttribute('data-tenant-known', '');
        } catch (error) {
          // No storage, or a broken entry: the slots wait, hidden, for the app.
        }
      })();
    `;

/**
 * The tenant's slots hide until known; the inputs the app's start makes read-only for a moment
 * (lib/typed-before-start.ts) keep their look instead of the read-only grey.
 */
const SLOTS_STYLE =
  '<style>[data-prerendered]:not([data-tenant-known]) :is([data-tenant-slot],[data-tenant-brand]){visibility:hidden}[data-prerendered] input[readonly]{background-color:var(--background)}[data-prerendered]:not([hidden])+.boot{display:none}</style>';

/** The kind of a prerendered page (src/prerender/pages.tsx, PRERENDERED_PAGES). */
export type PrerenderedKind = 'public' | 'app';

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const BOOT_SHELL = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/;

/**
 * A signed-in page is a picture of the screen until the app starts: inert, and hidden from
 * assistive technology, which hears that the page is loading instead (as from the boot shell).
 */
const APP_STATUS = '<p class="sr-only" role="status">Загрузка…</p>';

/**
 * index.html with #root holding `markup` (inside `[data-prerendered]`) before the boot shell, which
 * shows only when the page is hidden (a query, or a signed-in page without a session); a signed-in
 * page (`app`) is inert, with a status.
 */
export function withPrerenderedRoot(
  indexHtml: string,
  markup: string,
  kind: PrerenderedKind = 'public',
): string {
  if (!ROOT.test(indexHtml)) throw new Error('prerender: no <div id="root"> before </body>');
  const bootShell = BOOT_SHELL.exec(indexHtml)![1]!.trim();
  const page =
    kind === 'app'
      ? `<div data-prerendered="app"><div inert aria-hidden="true">${markup}</div>${APP_STATUS}</div>${bootShell}`
      : `<div data-prerendered>${markup}</div>${bootShell}`;
  return indexHtml
    .replace('</head>', `  ${SLOTS_STYLE}\n  </head>`)
    .replace(
      ROOT,
      (_all, end: string) =>
        `<div id="root">${page}</div>\n    <script>${TENANT_SLOTS_SCRIPT}</script>${end}`,
    );
}

/** Builds `entry` for Node with every dependency bundled and imports it; cleans up after `read`. */
async function withServerBuild<T>(
  root: string,
  entry: string,
  mode: string,
  read: (module: Record<string, unknown>) => T,
): Promise<T> {
  const result = await build({
    root,
    mode,
    configFile: false,
    logLevel: 'silent',
    build: { ssr: entry, write: false, minify: false, rolldownOptions: { onwarn: () => {} } },
    // @ekran/ui's source, as the app's own build reads it (vite.config.ts).
    ssr: {
      noExternal: true,
      resolve: { conditions: ['@ekran/source', ...defaultServerConditions] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunk = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  if (chunk?.type !== 'chunk') throw new Error(`prerender: ${entry} built no chunk`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ekran-prerender-'));
  try {
    // The screens' own lazy imports (never called while rendering) make more chunks than one.
    for (const output of outputs) {
      if (output.type !== 'chunk') continue;
      const file = path.join(dir, output.fileName);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, output.code);
    }
    const file = path.join(dir, chunk.fileName);
    return await read((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type PagesModule = {
  PRERENDERED_PAGES: Record<string, PrerenderedKind>;
  render: (path: string) => string;
};

/** What every page of its kind must hold, or its render went wrong. */
const MUST_HOLD: Record<PrerenderedKind, string> = { public: '<form', app: '<main' };

/** Writes dist/<path>.html per page; fails the build when one breaks the deployment's CSP. */
export const prerenderPages = (policyFile: string): Plugin => {
  let root = '';
  let mode = 'production';
  return {
    name: 'ekran:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const dir = options.dir;
      const index = path.join(dir, 'index.html');
      if (!fs.existsSync(index)) return;
      const indexHtml = fs.readFileSync(index, 'utf8');
      const policy = fs.readFileSync(policyFile, 'utf8');
      const pages = await withServerBuild(root, 'src/prerender/pages.tsx', mode, (module) => {
        const { PRERENDERED_PAGES, render } = module as PagesModule;
        return Object.entries(PRERENDERED_PAGES).map(([page, kind]) => ({
          page,
          kind,
          markup: render(page),
        }));
      });
      for (const { page, kind, markup } of pages) {
        if (!markup.includes(MUST_HOLD[kind]))
          this.error(`prerender: ${page} rendered no ${MUST_HOLD[kind]}>`);
        const html = withPrerenderedRoot(indexHtml, markup, kind);
        const problems = cspInlineProblems(html, policy);
        if (problems.length)
          this.error(
            `${page}.html breaks the Content-Security-Policy of ${policyFile}:\n- ${problems.join('\n- ')}`,
          );
        const file = path.join(dir, `${page.slice(1)}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
      }
    },
  };
};

import type { BrowserContext, Page } from '@playwright/test';

/**
 * The e2e specs' hooks on the app's API calls. The demo build's fake backend answers in the page
 * (apps/web/src/app/enable-mocks.ts): its calls never reach the network, so neither Playwright's
 * `page.route` nor its request events see them. The hooks wrap `window.fetch` instead, from an
 * init script, and stay outermost when the app puts the fake's fetch there at its start: the
 * script turns `window.fetch` into an accessor whose setter slips the app's fetch beneath the
 * test's. Calls outside /api/ go straight to the fetch the page had before the hook.
 */

/** One canned answer for `answerInPage`. */
export type CannedAnswer = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the origin, e.g. `/api/v2/user/tenant/` (matched exactly, query ignored). */
  path: string;
  status?: number;
  /** JSON-serialisable body, or a string sent as is (e.g. an unreadable HTML error page). */
  body?: unknown;
  contentType?: string;
  /** Answer only this many times, then let requests through to the fake backend again. */
  times?: number;
  /** Fail like a dropped connection (fetch rejects) instead of answering. */
  networkError?: boolean;
  /** Apply only while `navigator.onLine` is false (see `context.setOffline`). */
  onlyOffline?: boolean;
  /**
   * Instead of a canned body, the fake backend's own answer reshaped, so that it breaks the
   * response contract: `bareArray` sends a page's `results` alone; `drop` deletes the field at a
   * dotted path (`results.0.id`).
   */
  reshape?: { bareArray?: boolean; drop?: string };
};

/** An API call the page made, as the fake backend received it. */
export type ApiRequest = {
  method: string;
  url: string;
  /** The URL's pathname, e.g. `/api/v2/user/get_me/`. */
  path: string;
  headers: Record<string, string>;
  /** The body as text ('' without one). */
  body: string;
  /** Date.now() in Node when the call was seen. */
  at: number;
};

/** What a test puts around the app's API calls: gets each /api/ request and the fetch below. */
export type ApiWrapper<A> = (
  request: Request,
  next: (request: Request) => Promise<Response>,
  arg: A,
) => Promise<Response>;

/**
 * The init script's core: `wrapper` around every /api/ call of the page, outermost on
 * window.fetch (see the top of this file), with `arg`.
 */
function installApiWrapper<A>(wrapper: ApiWrapper<A>, arg: A) {
  type Fetch = typeof window.fetch;
  const before = Object.getOwnPropertyDescriptor(window, 'fetch');
  const outside: Fetch = window.fetch.bind(window);
  let inner: Fetch = outside;
  const hooked: Fetch = (input, init) => {
    const request = new Request(input, init);
    if (!new URL(request.url, window.location.href).pathname.startsWith('/api/'))
      return outside(request);
    return wrapper(request, (passed) => inner(passed), arg);
  };
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    enumerable: true,
    get: () => hooked,
    // The app's fetch (the fake's) goes beneath this hook, or beneath the hook below it.
    set: (value: Fetch) => {
      if (before?.set) before.set.call(window, value);
      else inner = value;
    },
  });
}

const wrapperScript = <A>(wrapper: ApiWrapper<A>, arg: A) => ({
  content: `(${installApiWrapper.toString()})(${wrapper.toString()}, ${JSON.stringify(arg)});`,
});

/**
 * Puts `wrapper` around the page's API calls from its next navigation on (and, for a page, in
 * the document already open). `wrapper` and `arg` go to the page as source and JSON: the wrapper
 * may use only its arguments and the page's globals.
 */
export async function wrapApiCalls<A>(
  target: BrowserContext | Page,
  wrapper: ApiWrapper<A>,
  arg: A,
): Promise<void> {
  const script = wrapperScript(wrapper, arg);
  await target.addInitScript(script);
  if ('evaluate' in target && target.url() !== 'about:blank') await target.evaluate(script.content);
}

type HookConfig = { answers: CannedAnswer[]; report: string | null };

/** Canned answers first; a call that passes is reported to the binding `report`, then goes on. */
const cannedOrReported: ApiWrapper<HookConfig> = async (request, next, { answers, report }) => {
  const state = window as unknown as { __e2eRemaining?: WeakMap<object, number[]> };
  const remainingByList = (state.__e2eRemaining ??= new WeakMap());
  const remaining =
    remainingByList.get(answers) ?? answers.map((answer) => answer.times ?? Infinity);
  remainingByList.set(answers, remaining);
  const url = new URL(request.url, window.location.href);
  const index = answers.findIndex(
    (answer, i) =>
      (remaining[i] ?? 0) > 0 &&
      (!answer.onlyOffline || !navigator.onLine) &&
      answer.method === request.method.toUpperCase() &&
      answer.path === url.pathname,
  );
  const answer = answers[index];
  if (!answer) {
    if (report) {
      const send = (window as unknown as Record<string, (call: unknown) => Promise<void>>)[report];
      const body = request.body ? await request.clone().text() : '';
      void send?.({
        method: request.method,
        url: url.href,
        path: url.pathname,
        headers: Object.fromEntries(request.headers),
        body,
      });
    }
    return next(request);
  }
  remaining[index] = (remaining[index] ?? 0) - 1;
  if (answer.networkError) throw new TypeError('Failed to fetch');
  if (answer.reshape) {
    const real = await next(request);
    let body = (await real.json()) as unknown;
    if (answer.reshape.bareArray) body = (body as { results: unknown[] }).results;
    if (answer.reshape.drop) {
      const keys = answer.reshape.drop.split('.');
      const last = keys.pop() ?? '';
      let holder = body as Record<string, unknown>;
      for (const key of keys) holder = holder[key] as Record<string, unknown>;
      delete holder[last];
    }
    return new Response(JSON.stringify(body), {
      status: real.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
  return new Response(answer.status === 204 ? null : text, {
    status: answer.status ?? 200,
    headers: {
      'content-type':
        answer.contentType ?? (typeof answer.body === 'string' ? 'text/html' : 'application/json'),
    },
  });
};

/** Answers matching API calls inside the page, before the fake backend sees them. */
export async function answerInPage(
  target: BrowserContext | Page,
  answers: CannedAnswer[],
): Promise<void> {
  // Init scripts only: a test arms its answers before the page they are for opens.
  await target.addInitScript(wrapperScript(cannedOrReported, { answers, report: null }));
}

type Watch = { calls: ApiRequest[]; listeners: Set<(call: ApiRequest) => void> };
const watches = new WeakMap<Page, Watch>();
let nextBinding = 0;

/**
 * Every API call the page makes from now on, in the open document and after any navigation, as the
 * fake backend receives it; `next(predicate)` waits for the first one, made after the call to
 * `next`, that matches.
 */
export async function watchApiRequests(page: Page): Promise<{
  calls: ApiRequest[];
  next(predicate: (call: ApiRequest) => boolean, timeout?: number): Promise<ApiRequest>;
}> {
  let watch = watches.get(page);
  if (!watch) {
    const created: Watch = { calls: [], listeners: new Set() };
    const binding = `__e2eApiCall${nextBinding++}`;
    await page.exposeFunction(binding, (call: Omit<ApiRequest, 'at'>) => {
      const seen = { ...call, at: Date.now() };
      created.calls.push(seen);
      for (const listener of created.listeners) listener(seen);
    });
    // The document already open gets the hook too (its scripts look fetch up at each call).
    await wrapApiCalls(page, cannedOrReported, { answers: [], report: binding });
    watches.set(page, created);
    watch = created;
  }
  const { calls, listeners } = watch;
  return {
    calls,
    next: (predicate, timeout = 15_000) =>
      new Promise<ApiRequest>((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no API call matched within ${timeout} ms`));
        }, timeout);
        const listener = (call: ApiRequest) => {
          if (!predicate(call)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(call);
        };
        listeners.add(listener);
      }),
  };
}

/** Collects the API requests the page makes (method and path), for asserting calls and counts. */
export async function recordApiCalls(page: Page): Promise<ApiRequest[]> {
  return (await watchApiRequests(page)).calls;
}

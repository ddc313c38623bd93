import {
  keepPreviousData,
  MutationObserver,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { userKeys } from '../user/user.queries.ts';
import { campaignKeys, campaignMutations, campaignQueries } from './campaigns.queries.ts';
import { sampleCampaign } from '../contract/samples.ts';
import type { MediaPlanRequest } from './campaigns.types.ts';

const server = setupMswServer();
let queryClient: QueryClient | undefined;
afterEach(() => queryClient?.clear());

const newQueryClient = () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return queryClient;
};

describe('campaign queries', () => {
  it('keys start with the domain', () => {
    const { api } = createTestClient();
    expect(campaignQueries.list(api, { page: 2 }).queryKey).toEqual([
      'campaigns',
      'list',
      { page: 2 },
    ]);
    expect(campaignQueries.detail(api, 5).queryKey).toEqual(['campaigns', 'detail', '5']);
    expect(campaignQueries.players(api, 5, { page: 1 }).queryKey.slice(0, 3)).toEqual(
      campaignKeys.detail(5),
    );
  });

  it('caches the list per page and keeps the previous page while the next loads', async () => {
    const pages: string[] = [];
    let releaseSecond!: () => void;
    const secondReleased = new Promise<void>((resolve) => (releaseSecond = resolve));
    server.use(
      http.get(apiUrl(paths.adv.list), async ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        if (page === '2') await secondReleased;
        return HttpResponse.json({ count: 30, results: [{ ...sampleCampaign, id: Number(page) }] });
      }),
    );
    const { api } = createTestClient();
    const client = newQueryClient();
    const options = campaignQueries.list(api, { page: 1 });
    expect(options.placeholderData).toBe(keepPreviousData);

    const observer = new QueryObserver(client, options);
    const results: { data: unknown; isPlaceholderData: boolean }[] = [];
    const unsubscribe = observer.subscribe((r) =>
      results.push({ data: r.data, isPlaceholderData: r.isPlaceholderData }),
    );
    await expect
      .poll(() => observer.getCurrentResult().data)
      .toMatchObject({ count: 30, results: [{ id: 1 }] });

    observer.setOptions(campaignQueries.list(api, { page: 2 }));
    const whileLoading = observer.getCurrentResult();
    expect(whileLoading.isPlaceholderData).toBe(true);
    expect(whileLoading.data).toMatchObject({ count: 30, results: [{ id: 1 }] });

    releaseSecond();
    await expect
      .poll(() => observer.getCurrentResult().data)
      .toMatchObject({ count: 30, results: [{ id: 2 }] });

    // Back to page 1: served from the cache (fresh enough to show at once).
    observer.setOptions(campaignQueries.list(api, { page: 1 }));
    expect(observer.getCurrentResult().data).toMatchObject({ count: 30, results: [{ id: 1 }] });
    expect(observer.getCurrentResult().isPlaceholderData).toBe(false);
    unsubscribe();
    expect(pages.slice(0, 2)).toEqual(['1', '2']);
  });
});

describe('campaign mutations invalidate by prefix', () => {
  it('add budget refreshes every campaign query and the balance, nothing else', async () => {
    server.use(
      http.post(apiUrl(paths.adv.addBudget(5)), () =>
        HttpResponse.json({ ...sampleCampaign, id: 5 }),
      ),
    );
    const { api } = createTestClient();
    const client = newQueryClient();
    client.setQueryData(campaignKeys.list({ page: 1 }), { count: 0, results: [] });
    client.setQueryData(campaignKeys.detail(5), { id: 5 });
    client.setQueryData(userKeys.balance(), { balance: 1, available_balance: 1 });
    client.setQueryData(['billing', 'list', {}], { count: 0, results: [] });

    const observer = new MutationObserver(client, campaignMutations.addBudget(api));
    await observer.mutate({ id: 5, budget: 100 });

    expect(client.getQueryState(campaignKeys.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(campaignKeys.detail(5))?.isInvalidated).toBe(true);
    expect(client.getQueryState(userKeys.balance())?.isInvalidated).toBe(true);
    expect(client.getQueryState(['billing', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('a status action calls the matching endpoint', async () => {
    let called = '';
    server.use(
      http.post(apiUrl(paths.adv.pause(8)), ({ request }) => {
        called = new URL(request.url).pathname;
        return HttpResponse.json({ ...sampleCampaign, id: 8, status: 2 });
      }),
    );
    const { api } = createTestClient();
    const observer = new MutationObserver(newQueryClient(), campaignMutations.action(api));
    await expect(observer.mutate({ id: 8, action: 'pause' })).resolves.toMatchObject({
      id: 8,
      status: 2,
    });
    expect(called).toBe('/api/v2/adv/8/pause/');
  });
});

describe('deleting a campaign', () => {
  it('drops its own queries instead of refetching them, and refreshes the lists', async () => {
    const asked: string[] = [];
    server.use(
      http.delete(apiUrl(paths.adv.detail(7)), () => HttpResponse.json({})),
      http.get(apiUrl(paths.adv.videos(7)), () => {
        asked.push('videos');
        return HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 });
      }),
      http.get(apiUrl(paths.adv.list), () => {
        asked.push('list');
        return HttpResponse.json({ count: 0, results: [] });
      }),
    );
    const { api } = createTestClient();
    const client = newQueryClient();
    client.setQueryData(campaignKeys.videos(7), []);
    client.setQueryData(campaignKeys.detail(7), { id: 7 });
    const videos = new QueryObserver(client, { ...campaignQueries.videos(api, 7), staleTime: 0 });
    const list = new QueryObserver(client, campaignQueries.list(api, {}));
    const stop = [videos.subscribe(() => {}), list.subscribe(() => {})];
    await expect.poll(() => asked.includes('list')).toBe(true);
    asked.length = 0;

    await new MutationObserver(client, campaignMutations.remove(api)).mutate(7);

    expect(client.getQueryData(campaignKeys.detail(7))).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: campaignKeys.videos(7) })).toBeUndefined();
    expect(asked).toEqual(['list']);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('per-call extras', () => {
  it('leave the keys as they are, so screens share the cache', () => {
    const { api } = createTestClient();
    const extras = { silent: true, enabled: false, retry: false };
    expect(campaignQueries.detail(api, 5, extras).queryKey).toEqual(campaignKeys.detail(5));
    expect(campaignQueries.list(api, { page: 2 }, extras).queryKey).toEqual(
      campaignKeys.list({ page: 2 }),
    );
    expect(campaignQueries.allPlayers(api, 5, extras).queryKey).toEqual(campaignKeys.allPlayers(5));
    const body = { players: [1], budget: 1 } as unknown as MediaPlanRequest;
    expect(campaignQueries.mediaPlan(api, body, extras).queryKey).toEqual(
      campaignKeys.mediaPlan(body),
    );
  });

  it('apply enabled and retry over the factory defaults', () => {
    const { api } = createTestClient();
    const retry = (count: number) => count < 2;
    const body = { players: [1] } as unknown as MediaPlanRequest;
    expect(campaignQueries.mediaPlan(api, body).enabled).toBe(true);
    expect(campaignQueries.mediaPlan(api, { ...body, players: [] }).enabled).toBe(false);
    const silenced = campaignQueries.mediaPlan(api, body, { enabled: false, retry: false });
    expect(silenced).toMatchObject({ enabled: false, retry: false });
    expect(silenced.placeholderData).toBe(keepPreviousData);
    expect(campaignQueries.detail(api, 5, { retry }).retry).toBe(retry);
    expect(campaignQueries.allPlayers(api, 5, { enabled: false }).enabled).toBe(false);
  });

  it('silent: a failed query shows no toast, the plain one does', async () => {
    server.use(
      http.get(apiUrl(paths.adv.detail(5)), () =>
        HttpResponse.json({ detail: 'Нет' }, { status: 400 }),
      ),
    );
    const { api, notifications } = createTestClient();
    const client = newQueryClient();
    await expect(
      client.fetchQuery(campaignQueries.detail(api, 5, { silent: true })),
    ).rejects.toThrow();
    expect(notifications).toEqual([]);
    client.clear();
    await expect(client.fetchQuery(campaignQueries.detail(api, 5))).rejects.toThrow();
    expect(notifications).toHaveLength(1);
  });

  it('silent: a failed mutation shows no toast and still invalidates on success', async () => {
    let fail = true;
    server.use(
      http.post(apiUrl(paths.adv.addBudget(5)), () =>
        fail
          ? HttpResponse.json({ detail: 'Недостаточно средств' }, { status: 400 })
          : HttpResponse.json({ ...sampleCampaign, id: 5 }),
      ),
    );
    const { api, notifications } = createTestClient();
    const client = newQueryClient();
    client.setQueryData(userKeys.balance(), { balance: 1, available_balance: 1 });
    const silent = new MutationObserver(client, campaignMutations.addBudget(api, { silent: true }));
    await expect(silent.mutate({ id: 5, budget: 100 })).rejects.toThrow();
    expect(notifications).toEqual([]);
    fail = false;
    await silent.mutate({ id: 5, budget: 100 });
    expect(client.getQueryState(userKeys.balance())?.isInvalidated).toBe(true);

    fail = true;
    const loud = new MutationObserver(client, campaignMutations.addBudget(api));
    await expect(loud.mutate({ id: 5, budget: 100 })).rejects.toThrow();
    expect(notifications).toHaveLength(1);
  });
});

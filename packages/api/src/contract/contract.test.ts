/**
 * Every fetcher's answer goes through its schema, and the contract table agrees with paths.ts. A
 * fetcher whose request matched no operation, or that skipped the check, fails here.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiContractError } from '../client/errors.ts';
import { normalizeResponse } from '../client/normalize.ts';
import type { DownloadedFile } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import { paths } from '../paths.ts';
import { createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { createMemoryStorage } from '../client/adapters.ts';
import { TOKEN_KEYS } from '../client/session.ts';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import type { z } from './kit.ts';
import {
  operations,
  type JsonOperationName,
  type OperationName,
  type ResponseOf,
} from './operations/index.ts';
import { responseSamples } from './samples.ts';

const server = setupMswServer();
const link = { apiuid: 5, apitoken: 'shared-token' };
const file = new Blob(['x'], { type: 'video/mp4' });
const payload = { ...(normalizeResponse(responseSamples['campaigns.get']) as object) } as never;

type Call<K extends OperationName> = (
  api: Api,
) => Promise<K extends JsonOperationName ? ResponseOf<K> : DownloadedFile>;

/**
 * One fetcher per operation. The mapped type makes the table complete and checks, at compile time,
 * that each fetcher resolves with its schema's output.
 */
const calls: { [K in OperationName]: Call<K> } = {
  'auth.signin': (api) => api.auth.signin({ email: 'a@b.ru', password: 'p' }),
  'auth.refresh': (api) => api.auth.refresh('rt'),
  'auth.signup': (api) =>
    api.auth.signup({ email: 'a@b.ru', phone: '79990000000', password: 'p', role: 2 }),
  'auth.resetPasswordMail': (api) => api.auth.resetPasswordMail({ email: 'a@b.ru' }),
  'auth.resetTokenValid': (api) => api.auth.resetTokenValid({ token: 't' }),
  'auth.exchangeToken': (api) => api.auth.exchangeToken({ token: 't' }),
  'auth.resetPassword': (api) => api.auth.resetPassword({ token: 't', password: 'p' }),
  'auth.emailValid': (api) => api.auth.emailValid({ email: 'a@b.ru' }),
  'auth.phoneValid': (api) => api.auth.phoneValid({ phone: '79990000000' }),
  'user.create': (api) =>
    api.user.create({ email: 'a@b.ru', phone: '79990000000', password: 'p', role: 2 }),
  'user.getMe': (api) => api.user.getMe(),
  'user.getBalance': (api) => api.user.getBalance(),
  'user.changePassword': (api) =>
    api.user.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' }),
  'user.updateMe': (api) => api.user.updateMe({ first_name: 'Анна' }),
  'user.changeEmail': (api) => api.user.changeEmail({ email: 'a@b.ru' }),
  'user.editProfile': (api) => api.user.editProfile(3, { first_name: 'Анна' }),
  'tenant.list': (api) => api.tenant.list({ domain: 'ekran.example' }),
  'organization.getMy': (api) => api.organization.getMy(),
  'organization.updateMy': (api) =>
    api.organization.updateMy(normalizeResponse(responseSamples['organization.getMy'])),
  'organization.uploadAgreement': (api) => api.organization.uploadAgreement(file),
  'billing.create': (api) => api.billing.create({ amount: 100, type: 1 }),
  'billing.list': (api) => api.billing.list({ page: 1 }),
  'billing.remove': (api) => api.billing.remove(9),
  'documents.list': (api) => api.documents.list({ page: 1 }),
  'documents.uploadActRevise': (api) => api.documents.uploadActRevise(4, file),
  'players.list': (api) => api.players.list({ page: 1 }),
  'players.geoplans.list': (api) => api.players.geoplans.list(),
  'players.geoplans.create': (api) => api.players.geoplans.create({ name: 'Центр', players: [1] }),
  'players.geoplans.update': (api) =>
    api.players.geoplans.update(7, { name: 'Центр', players: [1] }),
  'players.geoplans.remove': (api) => api.players.geoplans.remove(7),
  'players.types': (api) => api.players.types(),
  'players.simple': (api) => api.players.simple({ ids: [1] }),
  'players.publishers': (api) => api.players.publishers(),
  'players.cities': (api) => api.players.cities({ search: 'Моск' }),
  'campaigns.list': (api) => api.campaigns.list({ page: 1 }),
  'campaigns.create': (api) => api.campaigns.create(payload),
  'campaigns.get': (api) => api.campaigns.get(5),
  'campaigns.edit': (api) => api.campaigns.edit(5, payload),
  'campaigns.modify': (api) => api.campaigns.modify(5, { name: 'Осень' }),
  'campaigns.remove': (api) => api.campaigns.remove(5),
  'campaigns.duplicate': (api) => api.campaigns.duplicate(5),
  'campaigns.runModeration': (api) => api.campaigns.runModeration(5),
  'campaigns.cancelModeration': (api) => api.campaigns.cancelModeration(5),
  'campaigns.activate': (api) => api.campaigns.activate(5),
  'campaigns.pause': (api) => api.campaigns.pause(5),
  'campaigns.finish': (api) => api.campaigns.finish(5),
  'campaigns.archive': (api) => api.campaigns.archive(5),
  'campaigns.addBudget': (api) => api.campaigns.addBudget(5, 1000),
  'campaigns.videos': (api) => api.campaigns.videos(5),
  'campaigns.videoStats': (api) => api.campaigns.videoStats(5),
  'campaigns.videosForUpload': (api) => api.campaigns.videosForUpload(5),
  'campaigns.uploadVideo': (api) => api.campaigns.uploadVideo(5, [11]),
  'campaigns.changeVideo': (api) => api.campaigns.changeVideo(5, 11, file),
  'campaigns.deleteVideo': (api) => api.campaigns.deleteVideo(5, [11]),
  'campaigns.players': (api) => api.campaigns.players(5, { page: 1 }),
  'campaigns.playerStat': (api) => api.campaigns.playerStat({ adv: 5 }),
  'campaigns.resetDailyLimit': (api) => api.campaigns.resetDailyLimit(5, { player_ids: [1] }),
  'campaigns.editPlayerSettings': (api) =>
    api.campaigns.editPlayerSettings(5, [{ player_id: 1, is_active: false }]),
  'campaigns.uploadPlayerVideo': (api) =>
    api.campaigns.uploadPlayerVideo(5, { player_id: 1, video_id: 11 }),
  'campaigns.exportReport': (api) => api.campaigns.exportReport(5),
  'campaigns.mediaPlan': (api) => api.campaigns.mediaPlan(payload),
  'campaigns.exportAdvReport': (api) => api.campaigns.exportAdvReport({ ids: [5] }),
  'campaigns.dailyStat': (api) => api.campaigns.dailyStat({ adv: 5 }),
  'videos.list': (api) => api.videos.list(),
  'shared.get': (api) => api.shared.get(link),
  'shared.videos': (api) => api.shared.videos(link),
  'shared.videoStats': (api) => api.shared.videoStats(link),
  'shared.playerStat': (api) => api.shared.playerStat(link),
  'shared.dailyStat': (api) => api.shared.dailyStat(link),
  'shared.exportReport': (api) => api.shared.exportReport(link, { email: 'a@b.ru' }),
  'shared.exportAdvReport': (api) => api.shared.exportAdvReport(link),
};

const names = Object.keys(operations) as OperationName[];
const jsonNames = names.filter(
  (name): name is JsonOperationName => operations[name].response !== 'file',
);

/** A logged-in client whose server answers every request with `body`; the requests seen. */
const answering = (body: unknown) => {
  const seen: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json(body as never);
    }),
  );
  const storage = createMemoryStorage({
    [TOKEN_KEYS.access]: validAccess(),
    [TOKEN_KEYS.refresh]: validRefresh(),
  });
  return { api: createTestClient({ storage }).api, seen };
};

const expectedPath = (name: OperationName) =>
  `/api/${operations[name].path.replace('{id}', '\\d+').replace('{videoId}', '\\d+')}`;

describe('every fetcher parses its answer with its schema', () => {
  it.each(jsonNames)('%s: the sample answer comes back as the schema reads it', async (name) => {
    const sample = responseSamples[name];
    const { api, seen } = answering(sample);
    const result = await calls[name](api);
    const schema = operations[name].response as z.ZodType;
    expect(result).toEqual(schema.parse(normalizeResponse(sample)));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(new RegExp(`^${operations[name].method} ${expectedPath(name)}$`));
  });

  it.each(jsonNames)('%s: an answer of the wrong shape never reaches the caller', async (name) => {
    const wrong = 'not the contract';
    const { api } = answering(wrong);
    const schema = operations[name].response as z.ZodType;
    const read = schema.safeParse(wrong);
    const outcome = await calls[name](api).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    // Answers nobody reads (acknowledgements) and an action's "entity or null" accept anything;
    // every other answer of the wrong shape is a contract error naming the call.
    const contractError = {
      error: { name: 'ApiContractError', callOf: name },
    };
    const seen =
      'error' in outcome && outcome.error instanceof ApiContractError
        ? { error: { name: outcome.error.name, callOf: outcome.error.call.split(' (')[0] } }
        : outcome;
    expect(seen).toEqual(read.success ? { value: read.data } : contractError);
  });

  it.each(names.filter((name) => operations[name].response === 'file'))(
    '%s: a file is read as a file, not as JSON',
    async (name) => {
      server.use(http.all('*', () => new HttpResponse('binary', { status: 200 })));
      const storage = createMemoryStorage({
        [TOKEN_KEYS.access]: validAccess(),
        [TOKEN_KEYS.refresh]: validRefresh(),
      });
      const result = (await calls[name](createTestClient({ storage }).api)) as DownloadedFile;
      expect(await result.blob.text()).toBe('binary');
    },
  );
});

/** Every leaf of `paths`, functions called with sample ids. */
const allPaths = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as (...ids: number[]) => string)(1, 2)];
  return Object.values(node as Record<string, unknown>).flatMap(allPaths);
};

describe('the contract table and paths.ts agree', () => {
  const fromTable = new Set(
    names.map((name) => operations[name].path.replace('{id}', '1').replace('{videoId}', '2')),
  );
  it('every path of paths.ts is an operation', () => {
    expect(allPaths(paths).filter((path) => !fromTable.has(path))).toEqual([]);
  });
  it('every operation is a path of paths.ts', () => {
    const known = new Set(allPaths(paths));
    expect([...fromTable].filter((path) => !known.has(path))).toEqual([]);
  });
});

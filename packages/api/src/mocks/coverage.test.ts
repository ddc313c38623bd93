import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { handlers } from './scenarios.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec §7, call by call, built on the same path constants as the fetchers. */
const SPEC_CALLS: [Method, string][] = [
  ['POST', paths.auth.signin],
  ['POST', paths.auth.refresh],
  ['POST', paths.auth.signup],
  ['POST', paths.auth.resetPasswordMail],
  ['POST', paths.auth.resetTokenValid],
  ['POST', paths.auth.exchangeToken],
  ['POST', paths.auth.resetPassword],
  ['POST', paths.auth.emailValid],
  ['POST', paths.auth.phoneValid],
  ['POST', paths.user.create],
  ['GET', paths.user.me],
  ['GET', paths.user.balance],
  ['POST', paths.user.changePassword],
  ['PATCH', paths.user.updateMe],
  ['PUT', paths.user.changeEmail],
  ['PATCH', paths.user.editProfile(1)],
  ['POST', paths.tenant.get],
  ['GET', paths.organization.my],
  ['PUT', paths.organization.update],
  ['POST', paths.organization.uploadAgreement],
  ['POST', paths.billing.create],
  ['GET', paths.billing.list],
  ['DELETE', paths.billing.detail(1)],
  ['GET', paths.documents.list],
  ['POST', paths.documents.uploadActRevise(1)],
  ['POST', `${paths.players.list}?page=1`],
  ['GET', paths.players.geoplans],
  ['POST', paths.players.geoplans],
  ['PUT', paths.players.geoplan(1)],
  ['DELETE', paths.players.geoplan(1)],
  ['GET', paths.players.types],
  ['GET', paths.players.simple],
  ['GET', paths.players.publishers],
  ['GET', `${paths.players.cities}?search=Моск`],
  ['GET', paths.adv.list],
  ['POST', paths.adv.create],
  ['GET', paths.adv.detail(1)],
  ['PUT', paths.adv.edit(1)],
  ['PATCH', paths.adv.modify(1)],
  ['DELETE', paths.adv.detail(1)],
  ['POST', paths.adv.duplicate(1)],
  ['POST', paths.adv.runModeration(1)],
  ['POST', paths.adv.cancelModeration(1)],
  ['POST', paths.adv.activate(1)],
  ['POST', paths.adv.pause(1)],
  ['POST', paths.adv.finish(1)],
  ['POST', paths.adv.archive(1)],
  ['POST', paths.adv.addBudget(1)],
  ['GET', paths.adv.videos(1)],
  ['POST', paths.adv.videoStats(1)],
  ['GET', paths.adv.videosForUpload(1)],
  ['POST', paths.adv.uploadVideo(1)],
  ['POST', paths.adv.changeVideo(1, 2)],
  ['DELETE', paths.adv.deleteVideo(1)],
  ['GET', `${paths.adv.players(1)}?page=1`],
  ['GET', paths.adv.playerStat],
  ['POST', paths.adv.resetDailyLimit(1)],
  ['POST', paths.adv.editPlayerSettings(1)],
  ['POST', paths.adv.uploadPlayerVideo(1)],
  ['GET', paths.adv.exportReport(1)],
  ['POST', paths.adv.mediaPlan],
  ['POST', paths.adv.exportAdvReport],
  ['GET', paths.adv.dailyStat],
  ['GET', paths.video.list],
  ['GET', paths.shared.root(1)],
  ['GET', paths.shared.videos(1)],
  ['POST', paths.shared.videoStats(1)],
  ['GET', paths.shared.playerStat(1)],
  ['GET', `${paths.shared.exportReport(1)}?email=a@b.ru`],
  ['POST', paths.shared.exportAdvReport(1)],
  ['GET', paths.shared.dailyStat(1)],
];

/** Every leaf of `paths`, functions called with sample ids. */
function allPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [(node as (...ids: number[]) => string)(1, 2)];
  return Object.values(node as Record<string, unknown>).flatMap(allPaths);
}

describe('every call of spec §7 has a handler', () => {
  it('lists every path of paths.ts', () => {
    const listed = new Set(SPEC_CALLS.map(([, path]) => path.split('?')[0]));
    const missing = allPaths(paths).filter((path) => !listed.has(path));
    expect(missing).toEqual([]);
  });

  it.each(SPEC_CALLS)('%s %s', async (method, path) => {
    // Any origin and base: the handlers match */api/…
    const request = new Request(`https://app.example.test/api/${path}`, { method });
    const response = await getResponse(handlers, request);
    expect(response, `${method} /api/${path} has no handler`).toBeInstanceOf(Response);
    // Without a session a protected call is refused by the fake itself, never left unhandled.
    expect(response?.status).toBeLessThan(500);
  });
});

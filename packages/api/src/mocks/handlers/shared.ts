import type {
  SharedExportAdvReportRequest,
  SharedVideoStatsRequest,
} from '../../shared/shared.types.ts';
import { paths } from '../../paths.ts';
import { getMockDb } from '../db/db.ts';
import { campaignStats, playersAcross } from '../db/stats.ts';
import type { CampaignRow } from '../db/types.ts';
import { toCampaign, toVideo } from '../serialize.ts';
import { playerStatPage, wireDaily, wireVideoStats } from './campaigns/stats.ts';
import { advertiserReport, campaignReport } from './reports.ts';
import {
  detail,
  emptyPage,
  fail,
  idParam,
  ok,
  readJson,
  route,
  type MockRoute,
  type RouteContext,
} from './utils.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The campaign whose share token is in `Authorization: Token …` and whose id is in `Adv` and the path. */
function sharedCampaign({ request, params }: RouteContext): CampaignRow | undefined {
  const id = idParam(params);
  if (id === undefined) return undefined;
  const match = /^Token\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  const adv = request.headers.get('adv');
  if (!match?.[1] || !adv) fail(401, 'Учётные данные не были предоставлены.');
  const campaign = getMockDb().state.campaigns.find((row) => row.id === id);
  if (!campaign || adv.trim() !== String(id) || campaign.api_token !== match[1]) {
    fail(403, 'Ссылка на кампанию недействительна или устарела.');
  }
  return campaign;
}

const period = (url: URL) => ({
  from: url.searchParams.get('date_from'),
  to: url.searchParams.get('date_to'),
});

export const sharedRoutes: MockRoute[] = [
  route('get', paths.shared.root(':id'), (context) => {
    const campaign = sharedCampaign(context);
    if (!campaign) return undefined;
    // The public view never sees the secret or the per-player settings.
    const { api_token: _secret, player_settings: _settings, ...visible } = toCampaign(campaign);
    return ok({ ...visible, player_settings: [] });
  }),

  route(
    'get',
    paths.shared.videos(':id'),
    (context) => {
      const campaign = sharedCampaign(context);
      if (!campaign) return undefined;
      const { videos } = getMockDb().state;
      return ok(
        campaign.videos
          .map((id) => videos.find((video) => video.id === id))
          .filter((video) => video !== undefined)
          .map(toVideo),
      );
    },
    () => [],
  ),

  route(
    'post',
    paths.shared.videoStats(':id'),
    async (context) => {
      const campaign = sharedCampaign(context);
      if (!campaign) return undefined;
      const body = await readJson<SharedVideoStatsRequest>(context.request);
      return ok(
        wireVideoStats(
          campaignStats(campaign.id, { from: body.date_from, to: body.date_to }).videos,
        ),
      );
    },
    () => [],
  ),

  route(
    'get',
    paths.shared.playerStat(':id'),
    (context) => {
      const campaign = sharedCampaign(context);
      if (!campaign) return undefined;
      return ok(playerStatPage(context.url, playersAcross([campaign.id], period(context.url))));
    },
    emptyPage,
  ),

  route(
    'get',
    paths.shared.dailyStat(':id'),
    (context) => {
      const campaign = sharedCampaign(context);
      if (!campaign) return undefined;
      return ok(wireDaily(campaignStats(campaign.id, period(context.url)).daily));
    },
    () => [],
  ),

  route('get', paths.shared.exportReport(':id'), (context) => {
    const campaign = sharedCampaign(context);
    if (!campaign) return undefined;
    const email = context.url.searchParams.get('email') ?? '';
    if (!EMAIL_RE.test(email.trim()))
      return detail(400, 'Укажите корректный e-mail для отправки отчёта.');
    // The real server mails it; the fake also hands the file back so the download can be checked.
    const response = campaignReport(campaign, 0, period(context.url));
    response.headers.set('X-Report-Sent-To', email.trim());
    return response;
  }),

  route('post', paths.shared.exportAdvReport(':id'), async (context) => {
    const campaign = sharedCampaign(context);
    if (!campaign) return undefined;
    const body = await readJson<SharedExportAdvReportRequest>(context.request);
    return advertiserReport([campaign], 0, { from: body.date_from, to: body.date_to });
  }),
];

/**
 * The fake backend's campaign routes: list, create, read, edit, delete, duplicate, budget and
 * reports. Status actions and content routes live in ./campaigns/, with the rules they share.
 */
import { canDeleteCampaign } from '../../campaigns/campaign-rules.ts';
import type {
  AddBudgetRequest,
  ExportAdvReportRequest,
  MediaPlanRequest,
} from '../../campaigns/campaigns.types.ts';
import type { CampaignPayload } from '../../campaigns/campaign-payload.ts';
import { UserRole } from '../../enums.ts';
import { paths } from '../../paths.ts';
import { commit, getMockDb, nextId } from '../db/db.ts';
import { campaignStats, dailyAcross, playersAcross } from '../db/stats.ts';
import type { CampaignRow, UserRow } from '../db/types.ts';
import { organizationOf, parseMoney, toCampaign } from '../serialize.ts';
import { advertiserReport, campaignReport } from './reports.ts';
import {
  detail,
  emptyPage,
  fail,
  listAnswer,
  matchesSearch,
  noContent,
  numberParam,
  ok,
  readJson,
  requireUser,
  route,
} from './utils.ts';
import type { MockRoute } from './utils.ts';
import {
  M,
  S,
  isRunning,
  ownCampaign,
  refuseStatus,
  releaseBudget,
  setBudget,
  userCampaigns,
} from './campaigns/access.ts';
import { applyPayload, assertEditable, newCampaign, shareToken } from './campaigns/payload.ts';
import { mediaPlan } from './campaigns/forecast.ts';
import { period, playerStatPage, wireDaily } from './campaigns/stats.ts';
import { statusActions } from './campaigns/status-routes.ts';
import { contentRoutes } from './campaigns/content-routes.ts';
/**
 * Applies an edit (PUT or PATCH) to a copy of the campaign, so a refused edit changes nothing: the
 * campaign stays as it was and the money its budget change reserved goes back.
 */
function applyEdit(
  found: { user: UserRow; campaign: CampaignRow },
  body: Partial<CampaignPayload>,
): Response {
  const draft = structuredClone(found.campaign);
  const available = organizationOf(found.user.id).available_kop;
  try {
    applyPayload(draft, body, found.user);
  } catch (error) {
    organizationOf(found.user.id).available_kop = available;
    throw error;
  }
  Object.assign(found.campaign, draft);
  commit();
  return ok(toCampaign(found.campaign));
}

export const campaignsRoutes: MockRoute[] = [
  // Paths without an id first: `v2/adv/:id/` would otherwise take them.
  route(
    'get',
    paths.adv.list,
    ({ request, url }) => {
      const user = requireUser(request);
      const statuses = url.searchParams
        .getAll('status')
        .flatMap((value) => value.split(','))
        .map(Number)
        .filter((value) => Number.isInteger(value) && value > 0);
      const search = url.searchParams.get('search');
      const campaigns = userCampaigns(user).filter(
        (campaign) =>
          (statuses.length === 0 || statuses.includes(campaign.status)) &&
          matchesSearch(search, campaign.name, campaign.id),
      );
      return listAnswer(url, campaigns, {
        ordering: url.searchParams.get('ordering') || '-id',
        fields: {
          id: (c) => c.id,
          name: (c) => c.name,
          status: (c) => c.status,
          moderation_status: (c) => c.moderation_status,
          type: (c) => c.type,
          start_date: (c) => c.start_date ?? '',
          end_date: (c) => c.end_date ?? '',
          budget: (c) => c.budget_kop,
          daily_budget: (c) => c.daily_budget_kop,
          spent: (c) => c.spent_kop,
          impressions: (c) => c.impressions,
          created_at: (c) => c.created_at,
        },
        serialize: toCampaign,
      });
    },
    emptyPage,
  ),

  route('post', paths.adv.create, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<CampaignPayload>(request);
    const campaign = newCampaign(user);
    if (body.name === undefined) fail(400, 'Укажите название кампании.');
    applyPayload(campaign, body, user);
    campaign.id = nextId('campaigns');
    campaign.api_token = shareToken(campaign.id);
    getMockDb().state.campaigns.push(campaign);
    commit();
    return ok(toCampaign(campaign), 201);
  }),

  route(
    'get',
    paths.adv.playerStat,
    ({ request, url }) => {
      const user = requireUser(request);
      const adv = numberParam(url, 'adv', 'id', 'campaign');
      let ids = userCampaigns(user).map((campaign) => campaign.id);
      if (adv !== undefined) {
        if (!ids.includes(adv)) fail(404, 'Кампания не найдена.');
        ids = [adv];
      }
      return ok(playerStatPage(url, playersAcross(ids, period(url))));
    },
    emptyPage,
  ),

  route('post', paths.adv.mediaPlan, async ({ request }) => {
    requireUser(request);
    return ok(mediaPlan(await readJson<MediaPlanRequest>(request)));
  }),

  route('post', paths.adv.exportAdvReport, async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson<ExportAdvReportRequest>(request);
    const percent = Number(body.agency_percent ?? 0);
    if (percent > 0 && user.role !== UserRole.AGENCY)
      return detail(400, 'Агентский процент доступен только агентствам.');
    const own = userCampaigns(user);
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
    const chosen = ids.length > 0 ? own.filter((campaign) => ids.includes(campaign.id)) : own;
    if (ids.length > 0 && chosen.length !== ids.length) return detail(404, 'Кампания не найдена.');
    return advertiserReport(chosen, Number.isFinite(percent) ? percent : 0, {
      from: body.date_from,
      to: body.date_to,
    });
  }),

  route(
    'get',
    paths.adv.dailyStat,
    ({ request, url }) => {
      const user = requireUser(request);
      const adv = numberParam(url, 'adv', 'id', 'campaign');
      if (adv !== undefined) {
        const campaign = userCampaigns(user).find((row) => row.id === adv);
        if (!campaign) return detail(404, 'Кампания не найдена.');
        return ok(wireDaily(campaignStats(adv, period(url)).daily));
      }
      return ok(
        wireDaily(
          dailyAcross(
            userCampaigns(user).map((campaign) => campaign.id),
            period(url),
          ),
        ),
      );
    },
    () => [],
  ),

  route('get', paths.adv.detail(':id'), (context) => {
    const found = ownCampaign(context);
    return found ? ok(toCampaign(found.campaign)) : undefined;
  }),

  route('put', paths.adv.edit(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    assertEditable(found.campaign);
    const body = await readJson<CampaignPayload>(context.request);
    if (body.name === undefined) fail(400, 'Укажите название кампании.');
    return applyEdit(found, body);
  }),

  route('patch', paths.adv.modify(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    assertEditable(found.campaign);
    return applyEdit(found, await readJson<CampaignPayload>(context.request));
  }),

  route('delete', paths.adv.detail(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!canDeleteCampaign(campaign)) refuseStatus(campaign, 'удалить кампанию');
    releaseBudget(campaign);
    const { state } = getMockDb();
    state.campaigns.splice(state.campaigns.indexOf(campaign), 1);
    commit();
    return noContent();
  }),

  route('post', paths.adv.duplicate(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const source = found.campaign;
    const copy: CampaignRow = {
      ...structuredClone(source),
      id: nextId('campaigns'),
      name: `${source.name} (копия)`.slice(0, 255),
      status: S.DRAFT,
      moderation_status: M.NOT_STARTED,
      moderation_comment: null,
      moderation_started_at: null,
      budget_kop: 0,
      daily_budget_kop: 0,
      spent_kop: 0,
      impressions: 0,
      today_extra_limit_kop: 0,
      created_at: new Date().toISOString(),
    };
    copy.api_token = shareToken(copy.id);
    getMockDb().state.campaigns.push(copy);
    commit();
    return ok(toCampaign(copy), 201);
  }),

  ...statusActions,

  route('post', paths.adv.addBudget(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    const body = await readJson<AddBudgetRequest>(context.request);
    const amount =
      typeof body.budget === 'string' || typeof body.budget === 'number'
        ? parseMoney(body.budget)
        : NaN;
    if (!Number.isFinite(amount) || amount <= 0)
      return detail(400, 'Сумма пополнения должна быть больше нуля.');
    if (!isRunning(campaign)) refuseStatus(campaign, 'пополнить бюджет');
    setBudget(campaign, campaign.budget_kop + amount);
    commit();
    return ok(toCampaign(campaign));
  }),

  ...contentRoutes,

  route('get', paths.adv.exportReport(':id'), (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const percent = numberParam(context.url, 'agency_percent') ?? 0;
    if (percent > 0 && found.user.role !== UserRole.AGENCY)
      return detail(400, 'Агентский процент доступен только агентствам.');
    if (percent < 0 || percent > 100) return detail(400, 'Агентский процент — от 0 до 100.');
    return campaignReport(found.campaign, percent, period(context.url));
  }),
];

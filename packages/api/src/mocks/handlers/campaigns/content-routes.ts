/**
 * The campaign's content routes: its videos, its players, their settings and statistics.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import type {
  DeleteVideoRequest,
  ResetDailyLimitRequest,
  UploadPlayerVideoRequest,
  VideoStatsRequest,
} from '../../../campaigns/campaigns.types.ts';
import { paths } from '../../../paths.ts';
import { commit, getMockDb } from '../../db/db.ts';
import { getPlayer } from '../../db/players.ts';
import { campaignStats } from '../../db/stats.ts';
import type { VideoRow } from '../../db/types.ts';
import { money, toPlayer, toVideo } from '../../serialize.ts';
import type { WireCampaignPlayer } from '../../serialize.ts';
import {
  detail,
  emptyPage,
  fail,
  idParam,
  matchesSearch,
  noContent,
  ok,
  paginate,
  readBody,
  readJson,
  route,
} from '../utils.ts';
import type { MockRoute } from '../utils.ts';
import { isRunning, ownCampaign, refuseStatus, videosOf } from './access.ts';
import { applyPlayerSettings } from './payload.ts';
import { acceptVideoFile, assertContentEditable, videoFromFile } from './videos.ts';
import { wireVideoStats } from './stats.ts';

/** The campaign's content: its videos, its players, their settings and statistics. */
export const contentRoutes: MockRoute[] = [
  route(
    'get',
    paths.adv.videos(':id'),
    (context) => {
      const found = ownCampaign(context);
      return found ? ok(videosOf(found.campaign).map(toVideo)) : undefined;
    },
    () => [],
  ),

  route(
    'post',
    paths.adv.videoStats(':id'),
    async (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const body = await readJson<VideoStatsRequest>(context.request);
      return ok(
        wireVideoStats(
          campaignStats(found.campaign.id, { from: body.date_from, to: body.date_to }).videos,
        ),
      );
    },
    () => [],
  ),

  route(
    'get',
    paths.adv.videosForUpload(':id'),
    (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const library = getMockDb().state.videos.filter(
        (video) => video.user_id === found.user.id && !found.campaign.videos.includes(video.id),
      );
      return ok(library.map(toVideo));
    },
    () => [],
  ),

  route('post', paths.adv.uploadVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign, user } = found;
    assertContentEditable(campaign);
    const body = await readBody(context.request);
    const { state } = getMockDb();
    let added: VideoRow[];
    if (body instanceof FormData) {
      const files = body.getAll('file').filter((entry): entry is File => typeof entry !== 'string');
      if (files.length === 0) return detail(400, 'Прикрепите видеофайл.');
      files.forEach(acceptVideoFile);
      added = files.map((file) => videoFromFile(file, user.id));
      state.videos.push(...added);
    } else {
      const ids = (Array.isArray(body) ? body : Array.isArray(body.ids) ? body.ids : []).map(
        Number,
      );
      if (ids.length === 0) return detail(400, 'Выберите ролики для добавления.');
      added = ids.map((id) => {
        const video = state.videos.find((row) => row.id === id && row.user_id === user.id);
        if (!video) fail(400, `Ролик ${id} не найден в вашей библиотеке.`);
        return video;
      });
    }
    for (const video of added)
      if (!campaign.videos.includes(video.id)) campaign.videos.push(video.id);
    commit();
    return ok(added.map(toVideo), 201);
  }),

  route('post', paths.adv.changeVideo(':id', ':videoId'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    assertContentEditable(campaign);
    const videoId = idParam(context.params, 'videoId');
    const video = getMockDb().state.videos.find(
      (row) => row.id === videoId && campaign.videos.includes(row.id),
    );
    if (!video) return detail(404, 'Ролик не найден в этой кампании.');
    const form = await context.request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return detail(400, 'Прикрепите видеофайл.');
    acceptVideoFile(file);
    const replacement = videoFromFile(file, video.user_id);
    Object.assign(video, { ...replacement, id: video.id, file: video.file });
    commit();
    return ok(toVideo(video));
  }),

  route('delete', paths.adv.deleteVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    assertContentEditable(campaign);
    const body = await readJson<DeleteVideoRequest>(context.request);
    const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
    if (ids.length === 0) return detail(400, 'Укажите ролики для удаления (ids).');
    const missing = ids.filter((id) => !campaign.videos.includes(id));
    if (missing.length > 0)
      return detail(404, `Ролики не найдены в кампании: ${missing.join(', ')}.`);
    // The files stay in the library; only the campaign lets go of them.
    campaign.videos = campaign.videos.filter((id) => !ids.includes(id));
    for (const setting of campaign.player_settings)
      if (setting.video_id && ids.includes(setting.video_id)) setting.video_id = null;
    commit();
    return noContent();
  }),

  route(
    'get',
    paths.adv.players(':id'),
    (context) => {
      const found = ownCampaign(context);
      if (!found) return undefined;
      const { campaign } = found;
      const stats = new Map(campaignStats(campaign.id).players.map((row) => [row.player_id, row]));
      const search = context.url.searchParams.get('search');
      const rows = campaign.players
        .map((id) => getPlayer(id))
        .filter((player) => player !== undefined)
        .filter((player) => matchesSearch(search, player.name, player.address, player.id))
        .map((player): WireCampaignPlayer => {
          const setting = campaign.player_settings.find((row) => row.player_id === player.id);
          return {
            ...toPlayer(player),
            daily_limit: setting?.daily_limit ?? null,
            video_id: setting?.video_id ?? null,
            is_active: setting?.is_active ?? true,
            impressions: stats.get(player.id)?.impressions ?? 0,
            spent: money(stats.get(player.id)?.spent_kop ?? 0),
          };
        });
      return ok(paginate(context.url, rows, 10, 500));
    },
    emptyPage,
  ),

  route('post', paths.adv.resetDailyLimit(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    const body = await readJson<ResetDailyLimitRequest>(context.request);
    const ids =
      Array.isArray(body.player_ids) && body.player_ids.length > 0
        ? body.player_ids.map(Number)
        : campaign.players;
    const stranger = ids.find((id) => !campaign.players.includes(id));
    if (stranger !== undefined) return detail(400, `Экран ${stranger} не выбран в этой кампании.`);
    for (const setting of campaign.player_settings)
      if (ids.includes(setting.player_id)) setting.daily_limit = null;
    campaign.today_extra_limit_kop = 0;
    commit();
    return ok({ detail: 'Дневной лимит сброшен.', player_settings: campaign.player_settings });
  }),

  route('post', paths.adv.editPlayerSettings(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!isRunning(campaign)) refuseStatus(campaign, 'менять настройки экранов');
    const body = await readBody(context.request);
    const list = Array.isArray(body)
      ? body
      : body instanceof FormData
        ? []
        : Array.isArray(body.player_settings)
          ? body.player_settings
          : [body];
    const draft = structuredClone(campaign.player_settings);
    try {
      applyPlayerSettings(campaign, list);
    } catch (error) {
      campaign.player_settings = draft;
      throw error;
    }
    commit();
    return ok({
      detail: 'Настройки экранов сохранены.',
      player_settings: campaign.player_settings,
    });
  }),

  route('post', paths.adv.uploadPlayerVideo(':id'), async (context) => {
    const found = ownCampaign(context);
    if (!found) return undefined;
    const { campaign } = found;
    if (!isRunning(campaign)) refuseStatus(campaign, 'менять ролики на экранах');
    const body = await readBody(context.request);
    const list = (
      Array.isArray(body) ? body : body instanceof FormData ? [] : [body]
    ) as Partial<UploadPlayerVideoRequest>[];
    if (list.length === 0) return detail(400, 'Укажите экран и ролик.');
    const draft = structuredClone(campaign.player_settings);
    try {
      applyPlayerSettings(
        campaign,
        list.map((item) => {
          if (item.video_id === undefined || item.video_id === null)
            fail(400, 'Укажите ролик (video_id).');
          return { player_id: item.player_id, video_id: item.video_id };
        }),
      );
    } catch (error) {
      campaign.player_settings = draft;
      throw error;
    }
    commit();
    return ok({ detail: 'Ролик назначен.', player_settings: campaign.player_settings });
  }),
];

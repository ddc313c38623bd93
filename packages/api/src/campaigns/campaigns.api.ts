import type { KyInstance } from 'ky';
import { callOptions, downloadFile } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type {
  CallOptions,
  DownloadedFile,
  Paginated,
  ProgressOptions,
  SavedRef,
} from '../common.types.ts';
import { paths } from '../paths.ts';
import type { Video } from '../videos/videos.types.ts';
import type {
  Campaign,
  CampaignListParams,
  CampaignRow,
  CampaignPlayer,
  CampaignPlayersParams,
  CampaignVideo,
  DailyStat,
  DailyStatParams,
  EditPlayerSettingsRequest,
  ExportAdvReportRequest,
  ExportReportParams,
  MediaPlan,
  MediaPlanRequest,
  PlayerStat,
  PlayerStatParams,
  ResetDailyLimitRequest,
  UploadPlayerVideoRequest,
  VideoStat,
  VideoStatsRequest,
} from './campaigns.types.ts';
import type { CampaignPayload } from './campaign-payload.ts';

type Id = number | string;

/** Page size `allPlayers` asks for: few requests even for a country-wide campaign. */
export const ALL_PLAYERS_PAGE_SIZE = 500;
/** 200,000 players: more than any campaign holds, so only a server linking `next` for ever hits it. */
const ALL_PLAYERS_MAX_PAGES = 400;

/** The status actions of spec §4; each is a bodiless POST under the campaign. */
export const CAMPAIGN_ACTIONS = [
  'runModeration',
  'cancelModeration',
  'activate',
  'pause',
  'finish',
  'archive',
] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

const appendFiles = (form: FormData, field: string, files: Blob | readonly Blob[]) => {
  for (const file of Array.isArray(files) ? files : [files]) form.append(field, file as Blob);
};

export const createCampaignsApi = (http: KyInstance) => {
  const action = (path: string, options?: CallOptions) =>
    http.post(path, callOptions(options)).json<Campaign | null>();
  const players = (id: Id, params: CampaignPlayersParams = {}, options?: CallOptions) =>
    http
      .get(paths.adv.players(id), {
        searchParams: toSearchParams(params),
        ...callOptions(options),
      })
      .json<Paginated<CampaignPlayer>>();

  return {
    /** GET /v2/adv/ — page, pageSize, search, ordering (`-field` descending), status. */
    list: (params: CampaignListParams = {}, options?: CallOptions) =>
      http
        .get(paths.adv.list, { searchParams: toSearchParams(params), ...callOptions(options) })
        .json<Paginated<CampaignRow>>(),
    create: (payload: CampaignPayload, options?: CallOptions) =>
      http
        .post(paths.adv.create, { json: payload, ...callOptions(options) })
        .json<SavedRef | null>(),
    get: (id: Id, options?: CallOptions) =>
      http.get(paths.adv.detail(id), callOptions(options)).json<Campaign>(),
    /** PUT edit/ — the whole payload. */
    edit: (id: Id, payload: CampaignPayload, options?: CallOptions) =>
      http
        .put(paths.adv.edit(id), { json: payload, ...callOptions(options) })
        .json<SavedRef | null>(),
    /** PATCH modify/ — only the given fields. */
    modify: (id: Id, patch: Partial<CampaignPayload>, options?: CallOptions) =>
      http
        .patch(paths.adv.modify(id), { json: patch, ...callOptions(options) })
        .json<SavedRef | null>(),
    remove: (id: Id, options?: CallOptions) =>
      http.delete(paths.adv.detail(id), callOptions(options)).json<unknown>(),
    duplicate: (id: Id, options?: CallOptions) =>
      http.post(paths.adv.duplicate(id), callOptions(options)).json<SavedRef | null>(),
    runModeration: (id: Id, options?: CallOptions) => action(paths.adv.runModeration(id), options),
    cancelModeration: (id: Id, options?: CallOptions) =>
      action(paths.adv.cancelModeration(id), options),
    activate: (id: Id, options?: CallOptions) => action(paths.adv.activate(id), options),
    pause: (id: Id, options?: CallOptions) => action(paths.adv.pause(id), options),
    finish: (id: Id, options?: CallOptions) => action(paths.adv.finish(id), options),
    archive: (id: Id, options?: CallOptions) => action(paths.adv.archive(id), options),
    /** POST add_budget/ — spec §7: the budget travels as a string. */
    addBudget: (id: Id, budget: number | string, options?: CallOptions) =>
      http
        .post(paths.adv.addBudget(id), {
          json: { budget: String(budget) },
          ...callOptions(options),
        })
        .json<Campaign | null>(),
    videos: (id: Id, options?: CallOptions) =>
      http.get(paths.adv.videos(id), callOptions(options)).json<Paginated<CampaignVideo>>(),
    videoStats: (id: Id, body: VideoStatsRequest = {}, options?: CallOptions) =>
      http
        .post(paths.adv.videoStats(id), { json: body, ...callOptions(options) })
        .json<Paginated<VideoStat>>(),
    /** GET videos_for_upload/ — library videos that can be added to this campaign. */
    videosForUpload: (id: Id, options?: CallOptions) =>
      http.get(paths.adv.videosForUpload(id), callOptions(options)).json<Paginated<Video>>(),
    /**
     * POST upload_video/: files go as form data (field `file`, one entry per file) with upload
     * progress; ids of library videos go as a JSON array.
     */
    uploadVideo: (
      id: Id,
      content: Blob | readonly Blob[] | readonly number[],
      options?: ProgressOptions,
    ) => {
      const list: readonly (Blob | number)[] = Array.isArray(content) ? content : [content as Blob];
      if (list.length > 0 && list.every((item): item is number => typeof item === 'number')) {
        return http
          .post(paths.adv.uploadVideo(id), { json: list, ...callOptions(options) })
          .json<unknown>();
      }
      const form = new FormData();
      appendFiles(form, 'file', list as Blob[]);
      return http
        .post(paths.adv.uploadVideo(id), {
          body: form,
          timeout: false,
          onUploadProgress: options?.onProgress,
          ...callOptions(options),
        })
        .json<unknown>();
    },
    /** POST change_video/{videoId}/ — replace a video with a new file (form data, field `file`). */
    changeVideo: (id: Id, videoId: Id, file: Blob, options?: ProgressOptions) => {
      const form = new FormData();
      form.append('file', file);
      return http
        .post(paths.adv.changeVideo(id, videoId), {
          body: form,
          timeout: false,
          onUploadProgress: options?.onProgress,
          ...callOptions(options),
        })
        .json<unknown>();
    },
    /** DELETE delete_video/ with `{ ids }` in the body. */
    deleteVideo: (id: Id, ids: readonly number[], options?: CallOptions) =>
      http
        .delete(paths.adv.deleteVideo(id), { json: { ids }, ...callOptions(options) })
        .json<unknown>(),
    /** GET /v2/adv/{id}/players/?page — one page of the campaign's players with their settings. */
    players,
    /**
     * Every player of a campaign in the order the server keeps them: the same call, page after page
     * at the largest page size, until `next` runs out. For screens that need the whole set at once
     * (the wizard's map choice, assignment by city or publisher), as one page: the rows of every
     * page, and every page's rows left out.
     */
    allPlayers: async (id: Id, options?: CallOptions): Promise<Paginated<CampaignPlayer>> => {
      const all: CampaignPlayer[] = [];
      let omitted = 0;
      // `next` decides, not `count`: a page without a count would otherwise end the walk early
      // and the wizard would take the players it never saw for gone. An empty page, or a number
      // of pages no campaign reaches, ends a server that links `next` for ever.
      for (let page = 1; page <= ALL_PLAYERS_MAX_PAGES; page += 1) {
        const result = await players(id, { page, pageSize: ALL_PLAYERS_PAGE_SIZE }, options);
        all.push(...result.results);
        omitted += result.omitted;
        if (!result.next || result.results.length + result.omitted === 0) break;
      }
      return { count: all.length + omitted, next: null, previous: null, results: all, omitted };
    },
    /** GET /v2/adv/player_stat/ — page, pageSize, search, ordering, and the campaign as `adv`. */
    playerStat: (params: PlayerStatParams = {}, options?: CallOptions) =>
      http
        .get(paths.adv.playerStat, {
          searchParams: toSearchParams(params),
          ...callOptions(options),
        })
        .json<Paginated<PlayerStat>>(),
    resetDailyLimit: (id: Id, body: ResetDailyLimitRequest, options?: CallOptions) =>
      http
        .post(paths.adv.resetDailyLimit(id), { json: body, ...callOptions(options) })
        .json<unknown>(),
    editPlayerSettings: (id: Id, body: EditPlayerSettingsRequest, options?: CallOptions) =>
      http
        .post(paths.adv.editPlayerSettings(id), { json: body, ...callOptions(options) })
        .json<unknown>(),
    /** One assignment, or several in one call (a bulk assignment of the wizard). */
    uploadPlayerVideo: (
      id: Id,
      body: UploadPlayerVideoRequest | readonly UploadPlayerVideoRequest[],
      options?: CallOptions,
    ) =>
      http
        .post(paths.adv.uploadPlayerVideo(id), { json: body, ...callOptions(options) })
        .json<unknown>(),
    /** GET export_report/ — a file; agencies may pass agency_percent. */
    exportReport: (
      id: Id,
      params: ExportReportParams = {},
      options?: ProgressOptions,
    ): Promise<DownloadedFile> =>
      downloadFile(
        http,
        paths.adv.exportReport(id),
        { method: 'get', searchParams: toSearchParams(params) },
        options,
      ),
    /** POST /v2/adv/media_plan/ — forecast for the draft. */
    mediaPlan: (body: MediaPlanRequest, options?: CallOptions) =>
      http.post(paths.adv.mediaPlan, { json: body, ...callOptions(options) }).json<MediaPlan>(),
    /** POST /v2/adv/export_adv_report/ — a binary file. */
    exportAdvReport: (
      body: ExportAdvReportRequest,
      options?: ProgressOptions,
    ): Promise<DownloadedFile> =>
      downloadFile(http, paths.adv.exportAdvReport, { method: 'post', json: body }, options),
    dailyStat: (params: DailyStatParams = {}, options?: CallOptions) =>
      http
        .get(paths.adv.dailyStat, { searchParams: toSearchParams(params), ...callOptions(options) })
        .json<Paginated<DailyStat>>(),
  };
};

export type CampaignsApi = ReturnType<typeof createCampaignsApi>;

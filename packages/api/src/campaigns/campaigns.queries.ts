import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidates } from '../client/query-helpers.ts';
import type { TransferProgress } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import { userKeys } from '../user/user.queries.ts';
import { videoKeys } from '../videos/videos.queries.ts';
import type { CampaignAction } from './campaigns.api.ts';
import type {
  CampaignListParams,
  CampaignPayload,
  CampaignPlayersParams,
  DailyStatParams,
  EditPlayerSettingsRequest,
  ExportAdvReportRequest,
  ExportReportParams,
  MediaPlanRequest,
  PlayerStatParams,
  ResetDailyLimitRequest,
  UploadPlayerVideoRequest,
  VideoStatsRequest,
} from './campaigns.types.ts';

type Id = number | string;

/** Every key starts with 'campaigns', so invalidating ['campaigns'] refreshes lists, details and stats. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => ['campaigns', 'list'] as const,
  list: (params: CampaignListParams) => ['campaigns', 'list', params] as const,
  details: () => ['campaigns', 'detail'] as const,
  detail: (id: Id) => ['campaigns', 'detail', String(id)] as const,
  videos: (id: Id) => ['campaigns', 'detail', String(id), 'videos'] as const,
  videoStats: (id: Id, body: VideoStatsRequest) =>
    ['campaigns', 'detail', String(id), 'video-stats', body] as const,
  players: (id: Id, params: CampaignPlayersParams) =>
    ['campaigns', 'detail', String(id), 'players', params] as const,
  allPlayers: (id: Id) => ['campaigns', 'detail', String(id), 'players', 'all'] as const,
  playerStat: (params: PlayerStatParams) => ['campaigns', 'player-stat', params] as const,
  dailyStat: (params: DailyStatParams) => ['campaigns', 'daily-stat', params] as const,
  mediaPlan: (body: MediaPlanRequest) => ['campaigns', 'media-plan', body] as const,
};

export const campaignQueries = {
  all: () => campaignKeys.all,
  /** Cached per page; the previous page stays on screen while the next one loads. */
  list: (api: Api, params: CampaignListParams = {}) =>
    queryOptions({
      queryKey: campaignKeys.list(params),
      queryFn: ({ signal }) => api.campaigns.list(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (api: Api, id: Id) =>
    queryOptions({
      queryKey: campaignKeys.detail(id),
      queryFn: ({ signal }) => api.campaigns.get(id, { signal }),
    }),
  videos: (api: Api, id: Id) =>
    queryOptions({
      queryKey: campaignKeys.videos(id),
      queryFn: ({ signal }) => api.campaigns.videos(id, { signal }),
    }),
  videoStats: (api: Api, id: Id, body: VideoStatsRequest = {}) =>
    queryOptions({
      queryKey: campaignKeys.videoStats(id, body),
      queryFn: ({ signal }) => api.campaigns.videoStats(id, body, { signal }),
    }),
  players: (api: Api, id: Id, params: CampaignPlayersParams = {}) =>
    queryOptions({
      queryKey: campaignKeys.players(id, params),
      queryFn: ({ signal }) => api.campaigns.players(id, params, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** The whole set of the campaign's players (every page); refreshed with the campaign's detail. */
  allPlayers: (api: Api, id: Id) =>
    queryOptions({
      queryKey: campaignKeys.allPlayers(id),
      queryFn: ({ signal }) => api.campaigns.allPlayers(id, { signal }),
    }),
  playerStat: (api: Api, params: PlayerStatParams = {}) =>
    queryOptions({
      queryKey: campaignKeys.playerStat(params),
      queryFn: ({ signal }) => api.campaigns.playerStat(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  dailyStat: (api: Api, params: DailyStatParams = {}) =>
    queryOptions({
      queryKey: campaignKeys.dailyStat(params),
      queryFn: ({ signal }) => api.campaigns.dailyStat(params, { signal }),
    }),
  /** The forecast is a POST but reads nothing into the server: cached by its request like a query. */
  mediaPlan: (api: Api, body: MediaPlanRequest) =>
    queryOptions({
      queryKey: campaignKeys.mediaPlan(body),
      queryFn: ({ signal }) => api.campaigns.mediaPlan(body, { signal }),
      placeholderData: keepPreviousData,
      enabled: body.players.length > 0,
    }),
};

const touchesCampaigns = invalidates(campaignKeys.all);
/** Money moves with budgets and status changes, so the balance refreshes with the campaigns. */
const touchesCampaignsAndBalance = invalidates(campaignKeys.all, userKeys.balance());

type Progress = { onProgress?: (progress: TransferProgress) => void };

export const campaignMutations = {
  create: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'create'],
      mutationFn: (payload: CampaignPayload) => api.campaigns.create(payload),
      onSuccess: touchesCampaigns,
    }),
  edit: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'edit'],
      mutationFn: ({ id, payload }: { id: Id; payload: CampaignPayload }) =>
        api.campaigns.edit(id, payload),
      onSuccess: touchesCampaigns,
    }),
  modify: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'modify'],
      mutationFn: ({ id, patch }: { id: Id; patch: Partial<CampaignPayload> }) =>
        api.campaigns.modify(id, patch),
      onSuccess: touchesCampaigns,
    }),
  remove: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'remove'],
      mutationFn: (id: Id) => api.campaigns.remove(id),
      // The deleted campaign's own queries (detail, videos, players) are dropped, not refetched: a
      // refetch would only bring a 404 toast beside the success one. Lists and balance refresh.
      onSuccess: async (data, id, result, context) => {
        context.client.removeQueries({ queryKey: campaignKeys.detail(id) });
        await touchesCampaignsAndBalance(data, id, result, context);
      },
    }),
  duplicate: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'duplicate'],
      mutationFn: (id: Id) => api.campaigns.duplicate(id),
      onSuccess: touchesCampaigns,
    }),
  /** One factory for the status actions: activate, pause, finish, archive, run/cancel moderation. */
  action: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'action'],
      mutationFn: ({ id, action }: { id: Id; action: CampaignAction }) => api.campaigns[action](id),
      onSuccess: touchesCampaignsAndBalance,
    }),
  addBudget: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'add-budget'],
      mutationFn: ({ id, budget }: { id: Id; budget: number | string }) =>
        api.campaigns.addBudget(id, budget),
      onSuccess: touchesCampaignsAndBalance,
    }),
  uploadVideo: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'upload-video'],
      mutationFn: ({
        id,
        content,
        onProgress,
      }: { id: Id; content: Blob | readonly Blob[] | readonly number[] } & Progress) =>
        api.campaigns.uploadVideo(id, content, { onProgress }),
      onSuccess: invalidates(campaignKeys.all, videoKeys.all),
    }),
  changeVideo: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'change-video'],
      mutationFn: ({
        id,
        videoId,
        file,
        onProgress,
      }: { id: Id; videoId: Id; file: Blob } & Progress) =>
        api.campaigns.changeVideo(id, videoId, file, { onProgress }),
      onSuccess: invalidates(campaignKeys.all, videoKeys.all),
    }),
  deleteVideo: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'delete-video'],
      mutationFn: ({ id, ids }: { id: Id; ids: readonly number[] }) =>
        api.campaigns.deleteVideo(id, ids),
      onSuccess: touchesCampaigns,
    }),
  resetDailyLimit: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'reset-daily-limit'],
      mutationFn: ({ id, body }: { id: Id; body: ResetDailyLimitRequest }) =>
        api.campaigns.resetDailyLimit(id, body),
      onSuccess: touchesCampaigns,
    }),
  editPlayerSettings: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'edit-player-settings'],
      mutationFn: ({ id, body }: { id: Id; body: EditPlayerSettingsRequest }) =>
        api.campaigns.editPlayerSettings(id, body),
      onSuccess: touchesCampaigns,
    }),
  uploadPlayerVideo: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'upload-player-video'],
      mutationFn: ({
        id,
        body,
      }: {
        id: Id;
        body: UploadPlayerVideoRequest | readonly UploadPlayerVideoRequest[];
      }) => api.campaigns.uploadPlayerVideo(id, body),
      onSuccess: touchesCampaigns,
    }),
  /** Exports change nothing on the server; they are mutations for their pending state. */
  exportReport: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'export-report'],
      mutationFn: ({
        id,
        params,
        onProgress,
      }: { id: Id; params?: ExportReportParams } & Progress) =>
        api.campaigns.exportReport(id, params, { onProgress }),
    }),
  exportAdvReport: (api: Api) =>
    mutationOptions({
      mutationKey: ['campaigns', 'export-adv-report'],
      mutationFn: ({ body, onProgress }: { body: ExportAdvReportRequest } & Progress) =>
        api.campaigns.exportAdvReport(body, { onProgress }),
    }),
};

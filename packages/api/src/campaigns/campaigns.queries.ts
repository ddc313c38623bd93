import { keepPreviousData, mutationOptions } from '@tanstack/react-query';
import {
  apiQuery,
  invalidates,
  listQuery,
  type MutationExtras,
  type QueryExtras,
} from '../client/query-helpers.ts';
import type { TransferProgress } from '../common.types.ts';
import type { Api } from '../create-api.ts';
import { userKeys } from '../user/user.queries.ts';
import { videoKeys } from '../videos/videos.queries.ts';
import type { CampaignAction } from './campaigns.api.ts';
import type {
  CampaignListParams,
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
import type { CampaignPayload } from './campaign-payload.ts';

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
  list: (api: Api, params: CampaignListParams = {}, extras?: QueryExtras) =>
    listQuery(campaignKeys.list(params), (call) => api.campaigns.list(params, call), extras),
  detail: (api: Api, id: Id, extras?: QueryExtras) =>
    apiQuery(campaignKeys.detail(id), (call) => api.campaigns.get(id, call), extras),
  videos: (api: Api, id: Id, extras?: QueryExtras) =>
    apiQuery(campaignKeys.videos(id), (call) => api.campaigns.videos(id, call), extras),
  videoStats: (api: Api, id: Id, body: VideoStatsRequest = {}, extras?: QueryExtras) =>
    apiQuery(
      campaignKeys.videoStats(id, body),
      (call) => api.campaigns.videoStats(id, body, call),
      extras,
    ),
  players: (api: Api, id: Id, params: CampaignPlayersParams = {}, extras?: QueryExtras) =>
    listQuery(
      campaignKeys.players(id, params),
      (call) => api.campaigns.players(id, params, call),
      extras,
    ),
  /** The whole set of the campaign's players (every page); refreshed with the campaign's detail. */
  allPlayers: (api: Api, id: Id, extras?: QueryExtras) =>
    apiQuery(campaignKeys.allPlayers(id), (call) => api.campaigns.allPlayers(id, call), extras),
  playerStat: (api: Api, params: PlayerStatParams = {}, extras?: QueryExtras) =>
    listQuery(
      campaignKeys.playerStat(params),
      (call) => api.campaigns.playerStat(params, call),
      extras,
    ),
  dailyStat: (api: Api, params: DailyStatParams = {}, extras?: QueryExtras) =>
    apiQuery(
      campaignKeys.dailyStat(params),
      (call) => api.campaigns.dailyStat(params, call),
      extras,
    ),
  /** The forecast is a POST but reads nothing into the server: cached by its request like a query. */
  mediaPlan: (api: Api, body: MediaPlanRequest, extras?: QueryExtras) =>
    apiQuery(campaignKeys.mediaPlan(body), (call) => api.campaigns.mediaPlan(body, call), {
      placeholderData: keepPreviousData,
      enabled: body.players.length > 0,
      ...extras,
    }),
};

const touchesCampaigns = invalidates(campaignKeys.all);
/** Money moves with budgets and status changes, so the balance refreshes with the campaigns. */
const touchesCampaignsAndBalance = invalidates(campaignKeys.all, userKeys.balance());

type Progress = { onProgress?: (progress: TransferProgress) => void };

export const campaignMutations = {
  create: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'create'],
      mutationFn: (payload: CampaignPayload) => api.campaigns.create(payload, { silent }),
      onSuccess: touchesCampaigns,
    }),
  edit: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'edit'],
      mutationFn: ({ id, payload }: { id: Id; payload: CampaignPayload }) =>
        api.campaigns.edit(id, payload, { silent }),
      onSuccess: touchesCampaigns,
    }),
  modify: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'modify'],
      mutationFn: ({ id, patch }: { id: Id; patch: Partial<CampaignPayload> }) =>
        api.campaigns.modify(id, patch, { silent }),
      onSuccess: touchesCampaigns,
    }),
  remove: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'remove'],
      mutationFn: (id: Id) => api.campaigns.remove(id, { silent }),
      // The deleted campaign's own queries (detail, videos, players) are dropped, not refetched: a
      // refetch would only bring a 404 toast beside the success one. Lists and balance refresh.
      onSuccess: async (data, id, result, context) => {
        context.client.removeQueries({ queryKey: campaignKeys.detail(id) });
        await touchesCampaignsAndBalance(data, id, result, context);
      },
    }),
  duplicate: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'duplicate'],
      mutationFn: (id: Id) => api.campaigns.duplicate(id, { silent }),
      onSuccess: touchesCampaigns,
    }),
  /** One factory for the status actions: activate, pause, finish, archive, run/cancel moderation. */
  action: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'action'],
      mutationFn: ({ id, action }: { id: Id; action: CampaignAction }) =>
        api.campaigns[action](id, { silent }),
      onSuccess: touchesCampaignsAndBalance,
    }),
  addBudget: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'add-budget'],
      mutationFn: ({ id, budget }: { id: Id; budget: number | string }) =>
        api.campaigns.addBudget(id, budget, { silent }),
      onSuccess: touchesCampaignsAndBalance,
    }),
  uploadVideo: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'upload-video'],
      mutationFn: ({
        id,
        content,
        onProgress,
      }: { id: Id; content: Blob | readonly Blob[] | readonly number[] } & Progress) =>
        api.campaigns.uploadVideo(id, content, { onProgress, silent }),
      onSuccess: invalidates(campaignKeys.all, videoKeys.all),
    }),
  changeVideo: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'change-video'],
      mutationFn: ({
        id,
        videoId,
        file,
        onProgress,
      }: { id: Id; videoId: Id; file: Blob } & Progress) =>
        api.campaigns.changeVideo(id, videoId, file, { onProgress, silent }),
      onSuccess: invalidates(campaignKeys.all, videoKeys.all),
    }),
  deleteVideo: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'delete-video'],
      mutationFn: ({ id, ids }: { id: Id; ids: readonly number[] }) =>
        api.campaigns.deleteVideo(id, ids, { silent }),
      onSuccess: touchesCampaigns,
    }),
  resetDailyLimit: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'reset-daily-limit'],
      mutationFn: ({ id, body }: { id: Id; body: ResetDailyLimitRequest }) =>
        api.campaigns.resetDailyLimit(id, body, { silent }),
      onSuccess: touchesCampaigns,
    }),
  editPlayerSettings: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'edit-player-settings'],
      mutationFn: ({ id, body }: { id: Id; body: EditPlayerSettingsRequest }) =>
        api.campaigns.editPlayerSettings(id, body, { silent }),
      onSuccess: touchesCampaigns,
    }),
  uploadPlayerVideo: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'upload-player-video'],
      mutationFn: ({
        id,
        body,
      }: {
        id: Id;
        body: UploadPlayerVideoRequest | readonly UploadPlayerVideoRequest[];
      }) => api.campaigns.uploadPlayerVideo(id, body, { silent }),
      onSuccess: touchesCampaigns,
    }),
  /** Exports change nothing on the server; they are mutations for their pending state. */
  exportReport: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'export-report'],
      mutationFn: ({
        id,
        params,
        onProgress,
      }: { id: Id; params?: ExportReportParams } & Progress) =>
        api.campaigns.exportReport(id, params, { onProgress, silent }),
    }),
  exportAdvReport: (api: Api, { silent }: MutationExtras = {}) =>
    mutationOptions({
      mutationKey: ['campaigns', 'export-adv-report'],
      mutationFn: ({ body, onProgress }: { body: ExportAdvReportRequest } & Progress) =>
        api.campaigns.exportAdvReport(body, { onProgress, silent }),
    }),
};

import type { KyInstance } from 'ky';
import type {
  SharedCampaign,
  CampaignVideo,
  DailyStat,
  PlayerStat,
  VideoStat,
} from '../campaigns/campaigns.types.ts';
import { callOptions, downloadFile, type RequestContext } from '../client/http.ts';
import { toSearchParams } from '../client/query.ts';
import type { CallOptions, DownloadedFile, Paginated, ProgressOptions } from '../common.types.ts';
import { paths } from '../paths.ts';
import type {
  ShareLink,
  SharedDailyStatParams,
  SharedExportAdvReportRequest,
  SharedExportReportParams,
  SharedPlayerStatParams,
  SharedVideoStatsRequest,
} from './shared.types.ts';

/**
 * Spec §6 leaves the derivation open; this app's choice: the link /shared-campaign/{apiuid}/{apitoken}
 * gives `Authorization: Token {apitoken}` and `Adv: {apiuid}`, and `apiuid` is the campaign id in
 * the path. The user's bearer is never sent (the context skips the session entirely).
 */
export const sharedHeaders = (link: ShareLink): Record<string, string> => ({
  Authorization: `Token ${link.apitoken}`,
  Adv: String(link.apiuid),
});

const publicContext: RequestContext = { skipAuth: true };

export const createSharedApi = (http: KyInstance) => {
  const init = (link: ShareLink, options?: CallOptions) => ({
    headers: sharedHeaders(link),
    ...callOptions(options, publicContext),
  });

  return {
    /** GET public/{id}/ — the campaign. */
    get: (link: ShareLink, options?: CallOptions) =>
      http.get(paths.shared.root(link.apiuid), init(link, options)).json<SharedCampaign>(),
    videos: (link: ShareLink, options?: CallOptions) =>
      http
        .get(paths.shared.videos(link.apiuid), init(link, options))
        .json<Paginated<CampaignVideo>>(),
    videoStats: (link: ShareLink, body: SharedVideoStatsRequest = {}, options?: CallOptions) =>
      http
        .post(paths.shared.videoStats(link.apiuid), { json: body, ...init(link, options) })
        .json<Paginated<VideoStat>>(),
    playerStat: (link: ShareLink, params: SharedPlayerStatParams = {}, options?: CallOptions) =>
      http
        .get(paths.shared.playerStat(link.apiuid), {
          searchParams: toSearchParams(params),
          ...init(link, options),
        })
        .json<Paginated<PlayerStat>>(),
    dailyStat: (link: ShareLink, params: SharedDailyStatParams = {}, options?: CallOptions) =>
      http
        .get(paths.shared.dailyStat(link.apiuid), {
          searchParams: toSearchParams(params),
          ...init(link, options),
        })
        .json<Paginated<DailyStat>>(),
    /** GET export_report/?email= — the server mails the report; the answer is read as a file when it is one. */
    exportReport: (
      link: ShareLink,
      params: SharedExportReportParams,
      options?: ProgressOptions,
    ): Promise<DownloadedFile> =>
      downloadFile(
        http,
        paths.shared.exportReport(link.apiuid),
        {
          method: 'get',
          searchParams: toSearchParams(params),
          headers: sharedHeaders(link),
          context: publicContext,
        },
        options,
      ),
    exportAdvReport: (
      link: ShareLink,
      body: SharedExportAdvReportRequest = {},
      options?: ProgressOptions,
    ): Promise<DownloadedFile> =>
      downloadFile(
        http,
        paths.shared.exportAdvReport(link.apiuid),
        { method: 'post', json: body, headers: sharedHeaders(link), context: publicContext },
        options,
      ),
  };
};

export type SharedApi = ReturnType<typeof createSharedApi>;

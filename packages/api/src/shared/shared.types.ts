import type { ListParams } from '../common.types.ts';
import type { DailyStatParams, VideoStatsRequest } from '../campaigns/campaigns.types.ts';

/**
 * The two parts of /shared-campaign/{apiuid}/{apitoken}. `apiuid` is the campaign id used in the
 * path and the `Adv` header; `apitoken` becomes `Authorization: Token {apitoken}`.
 */
export interface ShareLink {
  apiuid: string | number;
  apitoken: string;
}

export type SharedPlayerStatParams = ListParams;
export type SharedDailyStatParams = Omit<DailyStatParams, 'adv'>;
export type SharedVideoStatsRequest = VideoStatsRequest;

export interface SharedExportReportParams {
  email: string;
}

export interface SharedExportAdvReportRequest {
  date_from?: string;
  date_to?: string;
}

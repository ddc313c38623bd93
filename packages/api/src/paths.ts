/**
 * Every path of spec §7, relative to the `/api` prefix (no leading slash, trailing slash kept as the
 * server expects). Fetchers and the fake backend (src/mocks) are both built on these constants, so a
 * path changes in one place.
 *
 * Decision on the spec's open point ("the exact path prefix of some campaign sub-calls is not shown"):
 * every per-campaign sub-call lives under `v2/adv/{id}/…` — run_moderation, cancel_moderation,
 * activate, pause, finish, archive, videos_for_upload, upload_video, change_video/{videoId},
 * delete_video, reset_daily_limit, edit_player_settings, upload_player_video and export_report.
 * Calls that the spec lists with a full path without an id (player_stat, media_plan,
 * export_adv_report, daily_stat) stay at `v2/adv/<name>/`.
 *
 * Shared (public) calls live under `v2/adv/public/{id}/…`, where `{id}` is the `apiuid` of the
 * share link; the link's `apitoken` becomes `Authorization: Token {apitoken}` (see shared/).
 */
type Id = number | string;

export const API_PREFIX = '/api';

export const paths = {
  auth: {
    signin: 'v2/user/auth/signin/',
    refresh: 'v2/user/auth/refresh/',
    signup: 'v2/user/auth/signup/',
    resetPasswordMail: 'v2/user/auth/reset_password_mail/',
    resetTokenValid: 'v2/user/auth/reset_token_valid/',
    exchangeToken: 'v2/user/auth/exchange_token/',
    resetPassword: 'v2/user/auth/reset_password/',
    emailValid: 'v2/user/auth/email_valid/',
    phoneValid: 'v2/user/auth/phone_valid/',
  },
  user: {
    create: 'v2/user/',
    me: 'v2/user/get_me/',
    balance: 'v2/user/balance/',
    changePassword: 'v2/user/change_password/',
    updateMe: 'v2/user/update_me/',
    changeEmail: 'v2/user/change_email/',
    editProfile: (id: Id) => `users/edit/profile/${id}/`,
  },
  tenant: {
    get: 'v2/user/tenant/',
  },
  organization: {
    my: 'v2/user/organization/get_my_organization/',
    update: 'v2/user/organization/update_my_organization/',
    uploadAgreement: 'v2/user/organization/upload_organization_agreement/',
  },
  billing: {
    list: 'v2/user/billing/',
    create: 'v2/user/billing/',
    detail: (id: Id) => `v2/user/billing/${id}/`,
  },
  documents: {
    list: 'v2/user/documents/',
    uploadActRevise: (id: Id) => `v2/user/documents/${id}/upload_act_revise/`,
  },
  players: {
    /** POST, `?page=n` in the query. */
    list: 'v2/player/list/',
    types: 'v2/player/types/',
    simple: 'v2/player/simple/',
    publishers: 'v2/player/publishers/',
    cities: 'v2/player/cities/',
    /** GET list (with query), POST create. */
    geoplans: 'v2/player/geoplan/',
    /** PUT, DELETE. */
    geoplan: (id: Id) => `v2/player/geoplan/${id}/`,
  },
  adv: {
    list: 'v2/adv/',
    create: 'v2/adv/',
    detail: (id: Id) => `v2/adv/${id}/`,
    edit: (id: Id) => `v2/adv/${id}/edit/`,
    modify: (id: Id) => `v2/adv/${id}/modify/`,
    duplicate: (id: Id) => `v2/adv/${id}/duplicate/`,
    runModeration: (id: Id) => `v2/adv/${id}/run_moderation/`,
    cancelModeration: (id: Id) => `v2/adv/${id}/cancel_moderation/`,
    activate: (id: Id) => `v2/adv/${id}/activate/`,
    pause: (id: Id) => `v2/adv/${id}/pause/`,
    finish: (id: Id) => `v2/adv/${id}/finish/`,
    archive: (id: Id) => `v2/adv/${id}/archive/`,
    addBudget: (id: Id) => `v2/adv/${id}/add_budget/`,
    videos: (id: Id) => `v2/adv/${id}/videos/`,
    videoStats: (id: Id) => `v2/adv/${id}/video_stats/`,
    videosForUpload: (id: Id) => `v2/adv/${id}/videos_for_upload/`,
    uploadVideo: (id: Id) => `v2/adv/${id}/upload_video/`,
    changeVideo: (id: Id, videoId: Id) => `v2/adv/${id}/change_video/${videoId}/`,
    deleteVideo: (id: Id) => `v2/adv/${id}/delete_video/`,
    players: (id: Id) => `v2/adv/${id}/players/`,
    resetDailyLimit: (id: Id) => `v2/adv/${id}/reset_daily_limit/`,
    editPlayerSettings: (id: Id) => `v2/adv/${id}/edit_player_settings/`,
    uploadPlayerVideo: (id: Id) => `v2/adv/${id}/upload_player_video/`,
    exportReport: (id: Id) => `v2/adv/${id}/export_report/`,
    playerStat: 'v2/adv/player_stat/',
    mediaPlan: 'v2/adv/media_plan/',
    exportAdvReport: 'v2/adv/export_adv_report/',
    dailyStat: 'v2/adv/daily_stat/',
  },
  video: {
    list: 'v2/video/list/',
  },
  shared: {
    root: (id: Id) => `v2/adv/public/${id}/`,
    videos: (id: Id) => `v2/adv/public/${id}/videos/`,
    videoStats: (id: Id) => `v2/adv/public/${id}/video_stats/`,
    playerStat: (id: Id) => `v2/adv/public/${id}/player_stat/`,
    exportReport: (id: Id) => `v2/adv/public/${id}/export_report/`,
    exportAdvReport: (id: Id) => `v2/adv/public/${id}/export_adv_report/`,
    dailyStat: (id: Id) => `v2/adv/public/${id}/daily_stat/`,
  },
} as const;

/** Full URL path as the browser sends it, e.g. for MSW handlers: `apiPath(paths.adv.detail(1))`. */
export const apiPath = (path: string, prefix: string = API_PREFIX): string =>
  `${prefix.replace(/\/$/, '')}/${path}`;

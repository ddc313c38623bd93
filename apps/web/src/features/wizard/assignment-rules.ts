import type { CampaignPlayer, PlayerSetting, UploadPlayerVideoRequest } from '@ekran/api';

/** What the content step edits per player: its video (null: all of the campaign's), limit, switch. */
export type Setting = { video_id: number | null; daily_limit: number | null; is_active: boolean };
/** Settings by player id. */
export type Drafts = Record<number, Setting>;

/** The select value that stands for «all the campaign's videos» (no video of its own). */
export const ALL_VIDEOS = 'all';

/** A video id as a select's value, and back. */
export const videoValue = (videoId: number | null): string =>
  videoId === null ? ALL_VIDEOS : String(videoId);
export const videoIdOf = (value: string): number | null =>
  value === ALL_VIDEOS ? null : Number(value);

/** A player's saved setting; one the campaign never stored plays everything, without a limit. */
export const settingOf = (settings: readonly PlayerSetting[], playerId: number): Setting => {
  const found = settings.find((item) => Number(item.player_id) === playerId);
  return {
    video_id: found?.video_id ?? null,
    daily_limit: found?.daily_limit ?? null,
    is_active: found?.is_active ?? true,
  };
};

export const sameSetting = (a: Setting, b: Setting) =>
  a.video_id === b.video_id && a.daily_limit === b.daily_limit && a.is_active === b.is_active;

/** Every player's saved setting. */
export function savedDrafts(
  players: readonly CampaignPlayer[],
  settings: readonly PlayerSetting[],
): Drafts {
  const out: Drafts = {};
  for (const player of players) out[player.id] = settingOf(settings, player.id);
  return out;
}

/** The players whose draft differs from what is saved. */
export const changedPlayers = <P extends { id: number }>(
  players: readonly P[],
  drafts: Drafts,
  saved: Drafts,
): P[] =>
  players.filter((player) => {
    const draft = drafts[player.id];
    const before = saved[player.id];
    return Boolean(draft && before && !sameSetting(draft, before));
  });

/**
 * The two calls that save the changed players: a new video goes through upload_player_video; a
 * limit, the switch, or going back to «all videos» (video_id: null) through edit_player_settings.
 */
export function saveRequests(
  changed: readonly { id: number }[],
  drafts: Drafts,
  saved: Drafts,
): { assignments: UploadPlayerVideoRequest[]; settings: PlayerSetting[] } {
  const assignments: UploadPlayerVideoRequest[] = [];
  const settings: PlayerSetting[] = [];
  for (const player of changed) {
    const draft = drafts[player.id] as Setting;
    const before = saved[player.id] as Setting;
    if (draft.video_id !== null && draft.video_id !== before.video_id)
      assignments.push({ player_id: player.id, video_id: draft.video_id });
    if (
      draft.daily_limit !== before.daily_limit ||
      draft.is_active !== before.is_active ||
      (draft.video_id === null && before.video_id !== null)
    ) {
      settings.push({
        player_id: player.id,
        daily_limit: draft.daily_limit,
        is_active: draft.is_active,
        ...(draft.video_id === null ? { video_id: null } : {}),
      });
    }
  }
  return { assignments, settings };
}

/** The drafts with one video given to every target player. */
export function assignVideo(drafts: Drafts, targets: readonly number[], videoId: number | null) {
  const next = { ...drafts };
  for (const playerId of targets)
    next[playerId] = { ...(next[playerId] as Setting), video_id: videoId };
  return next;
}

/** The players whose name, address, city or owner contain the search (any case). */
export function searchPlayers<P extends CampaignPlayer>(players: readonly P[], search: string) {
  const query = search.trim().toLowerCase();
  if (!query) return players;
  return players.filter((player) =>
    [player.name, player.address, player.city_name, player.publisher_name]
      .join(' ')
      .toLowerCase()
      .includes(query),
  );
}

/** Which players a bulk assignment reaches: all, one city's, or one owner's. */
export type Scope =
  { kind: 'all' } | { kind: 'city'; value: string } | { kind: 'publisher'; value: string };

/** A scope as a select's value (`city:Казань`); the value may itself hold a colon. */
export const scopeKey = (scope: Scope) =>
  scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.value}`;

/** The players a scope's select value reaches. */
export function playersInScope<P extends CampaignPlayer>(players: readonly P[], key: string) {
  if (key === 'all') return [...players];
  const [kind, ...rest] = key.split(':');
  const value = rest.join(':');
  return players.filter((player) =>
    kind === 'city' ? player.city_name === value : player.publisher_name === value,
  );
}

/** The scopes to choose from beyond «all»: the players' cities, then their owners, each once, sorted. */
export const scopeGroups = (
  players: readonly CampaignPlayer[],
): { kind: 'city' | 'publisher'; values: string[] }[] => [
  { kind: 'city', values: [...new Set(players.map((player) => player.city_name))].sort() },
  {
    kind: 'publisher',
    values: [...new Set(players.map((player) => player.publisher_name))].sort(),
  },
];

import { describe, expect, it } from 'vitest';
import type { CampaignPlayer } from '@ekran/api';
import {
  assignVideo,
  changedPlayers,
  playersInScope,
  saveRequests,
  savedDrafts,
  scopeGroups,
  scopeKey,
  searchPlayers,
  settingOf,
  videoIdOf,
  videoValue,
  type Drafts,
} from './assignment-rules';

const player = (id: number, city: string, publisher: string, address = `ул. ${id}`) =>
  ({
    id,
    name: `Экран ${id}`,
    address,
    city_name: city,
    publisher_name: publisher,
  }) as CampaignPlayer;

const players = [
  player(1, 'Казань', 'Ромашка', 'ул. Баумана, 1'),
  player(2, 'Москва', 'Ромашка'),
  player(3, 'Казань', 'Василёк: юг'),
];

describe('settingOf and savedDrafts', () => {
  it('reads a stored setting, matching the player id sent as a string too', () => {
    const stored = [{ player_id: '2', video_id: 7, daily_limit: 100, is_active: false }];
    expect(settingOf(stored as never, 2)).toEqual({
      video_id: 7,
      daily_limit: 100,
      is_active: false,
    });
  });

  it('gives a player without a stored setting all videos, no limit, switched on', () => {
    expect(savedDrafts(players.slice(0, 1), [])).toEqual({
      1: { video_id: null, daily_limit: null, is_active: true },
    });
  });
});

describe('changedPlayers and saveRequests', () => {
  const saved: Drafts = savedDrafts(players, [
    { player_id: 2, video_id: 5, daily_limit: null, is_active: true },
  ]);

  it('finds only the players whose draft differs', () => {
    const drafts = { ...saved, 1: { ...saved[1]!, daily_limit: 50 } };
    expect(changedPlayers(players, drafts, saved).map((p) => p.id)).toEqual([1]);
    expect(changedPlayers(players, saved, saved)).toEqual([]);
  });

  it('sends a new video as an assignment and a limit or switch as a setting', () => {
    const drafts: Drafts = {
      ...saved,
      1: { video_id: 9, daily_limit: null, is_active: true },
      3: { video_id: null, daily_limit: 20, is_active: false },
    };
    const changed = changedPlayers(players, drafts, saved);
    expect(saveRequests(changed, drafts, saved)).toEqual({
      assignments: [{ player_id: 1, video_id: 9 }],
      settings: [{ player_id: 3, daily_limit: 20, is_active: false, video_id: null }],
    });
  });

  it('sends going back to all videos as a setting with video_id null', () => {
    const drafts: Drafts = { ...saved, 2: { ...saved[2]!, video_id: null } };
    expect(saveRequests(changedPlayers(players, drafts, saved), drafts, saved)).toEqual({
      assignments: [],
      settings: [{ player_id: 2, daily_limit: null, is_active: true, video_id: null }],
    });
  });

  it('leaves video_id out of a setting when the player keeps its own video', () => {
    const drafts: Drafts = { ...saved, 2: { ...saved[2]!, is_active: false } };
    expect(saveRequests(changedPlayers(players, drafts, saved), drafts, saved).settings).toEqual([
      { player_id: 2, daily_limit: null, is_active: false },
    ]);
  });
});

describe('assignVideo', () => {
  it('gives the targets the video and keeps their other settings and the other players', () => {
    const drafts: Drafts = {
      1: { video_id: null, daily_limit: 10, is_active: true },
      2: { video_id: 4, daily_limit: null, is_active: false },
    };
    expect(assignVideo(drafts, [1], 8)).toEqual({
      1: { video_id: 8, daily_limit: 10, is_active: true },
      2: drafts[2],
    });
  });
});

describe('searchPlayers', () => {
  it('matches name, address, city and owner in any case', () => {
    expect(searchPlayers(players, ' БАУМАНА ').map((p) => p.id)).toEqual([1]);
    expect(searchPlayers(players, 'казань').map((p) => p.id)).toEqual([1, 3]);
    expect(searchPlayers(players, 'василёк').map((p) => p.id)).toEqual([3]);
  });

  it('shows everyone when nothing is typed', () => {
    expect(searchPlayers(players, '  ')).toBe(players);
  });
});

describe('scopes', () => {
  it('reaches all players, one city or one owner, an owner with a colon too', () => {
    const ids = (key: string) => playersInScope(players, key).map((p) => p.id);
    expect(ids(scopeKey({ kind: 'all' }))).toEqual([1, 2, 3]);
    expect(ids(scopeKey({ kind: 'city', value: 'Казань' }))).toEqual([1, 3]);
    expect(ids(scopeKey({ kind: 'publisher', value: 'Василёк: юг' }))).toEqual([3]);
  });

  it('offers each city and owner once, sorted', () => {
    expect(scopeGroups(players)).toEqual([
      { kind: 'city', values: ['Казань', 'Москва'] },
      { kind: 'publisher', values: ['Василёк: юг', 'Ромашка'] },
    ]);
  });
});

describe('video select values', () => {
  it('stands «all videos» for null and a video id for itself', () => {
    expect(videoValue(null)).toBe('all');
    expect(videoValue(12)).toBe('12');
    expect(videoIdOf('all')).toBeNull();
    expect(videoIdOf('12')).toBe(12);
  });
});

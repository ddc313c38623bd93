import { useEffect, useMemo, useState } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys, campaignQueries, playerTypeLabels } from '@ekran/api';
import { Alert, LoadError, Skeleton } from '@ekran/ui';
import type { MapPlayer } from '@ekran/ui/map';
import { useApi } from '../../lib/api-context';
import { LazyMapPicker } from '../../lib/lazy-maps';
import { MAP_TILE_URL } from '../../lib/map-tiles';
import { firstLoadFailed } from '../../lib/query-state';
import {
  campaignPlayerOnMap,
  chosenOnMap,
  createMapData,
  savedChoice,
  type SavedChoice,
} from './map-data';
import { Section } from './parameters-fields';
import type { ParametersValues } from './wizard-rules';

/** The map picker's grid (its children: filters, map, chosen list with geo plans). */
const MAP_LAYOUT = [
  'lg:grid-cols-2 lg:[&>*:nth-child(2)]:col-span-2 lg:[&>*:nth-child(2)]:row-start-1',
  'xl:grid-cols-[15rem_minmax(0,1fr)] xl:[&>*:nth-child(1)]:row-span-2',
  'xl:[&>*:nth-child(2)]:col-span-1 xl:[&>*:nth-child(2)]:col-start-2',
  'xl:[&>*:nth-child(3)]:col-start-2',
].join(' ');

export type PlayersSectionProps = {
  form: UseFormReturn<ParametersValues>;
  /** The saved campaign's id, or null for a new one. */
  campaignId: number | null;
  /** The players the form started with (the saved campaign's). */
  savedIds: readonly number[];
  readOnly: boolean;
  /** A phone: the map takes most of the screen's height. */
  narrow: boolean;
};

/**
 * The campaign's players on the map. The form keeps ids, the map wants whole players: a saved
 * campaign's come with its players call, or through the map's player calls when that call does not
 * carry them; the user's own picks replace them from the first change.
 */
export function PlayersSection({
  form,
  campaignId,
  savedIds,
  readOnly,
  narrow,
}: PlayersSectionProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mapData = useMemo(() => createMapData(api, queryClient), [api, queryClient]);
  const { setValue } = form;
  const { errors, isSubmitted } = useFormState({ control: form.control, name: 'players' });

  // The campaign's players call says which saved players the campaign still has; a row without
  // the map's fields (the spec names none there) is placed through the map's own player calls.
  const savedPlayers = useQuery({
    queryKey: [...campaignKeys.allPlayers(campaignId ?? ''), 'on-map', savedIds],
    queryFn: async ({ signal }): Promise<SavedChoice> => {
      const { results: players, omitted } = await queryClient.fetchQuery(
        campaignQueries.allPlayers(api, campaignId ?? ''),
      );
      // A row the server sent unreadable may be any saved player: while some are left out, none
      // of the saved players counts as gone, so a save never drops one because of it.
      const listed = new Set(omitted > 0 ? savedIds : players.map((player) => player.id));
      const whole = players.flatMap((player) => campaignPlayerOnMap(player) ?? []);
      const wholeIds = new Set(whole.map((player) => player.id));
      const rest = savedIds.filter((id) => listed.has(id) && !wholeIds.has(id));
      const resolved = rest.length > 0 ? await mapData.resolvePlayers(rest, signal) : [];
      return savedChoice(savedIds, listed, [...whole, ...resolved]);
    },
    enabled: campaignId !== null && savedIds.length > 0,
  });
  const [picked, setPicked] = useState<MapPlayer[] | null>(null);
  const saved = savedPlayers.data ?? null;
  const chosen = chosenOnMap(picked, savedIds, saved);
  const missingCount = picked ? 0 : (saved?.missing.length ?? 0);
  // The campaign keeps the players the map cannot place, whatever the user picks on it.
  const unplaced = useMemo(() => saved?.unplaced ?? [], [saved]);
  // Players the server no longer lists leave the form too, so the map and the save agree.
  useEffect(() => {
    if (!saved || saved.missing.length === 0) return;
    const gone = new Set(saved.missing);
    setValue(
      'players',
      savedIds.filter((id) => !gone.has(id)),
      { shouldDirty: true },
    );
  }, [saved, savedIds, setValue]);

  return (
    <Section
      title="Экраны"
      description="Фильтруйте экраны, выбирайте по одному, всей областью или обводя на карте; сохраняйте наборы как геопланы."
    >
      {errors.players ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.players.message}
        </p>
      ) : null}
      {missingCount > 0 ? (
        <Alert variant="warning" title="Часть выбранных экранов больше недоступна">
          Экранов убрано из выбора: {missingCount}. Сохраните кампанию, чтобы закрепить изменение.
        </Alert>
      ) : null}
      {unplaced.length > 0 ? (
        <Alert variant="info" title="Часть экранов кампании не показана на карте">
          Экранов не на карте: {unplaced.length} — сервер не прислал их место или данные. Они
          остаются в кампании.
        </Alert>
      ) : null}
      {chosen === null && firstLoadFailed(savedPlayers) ? (
        <LoadError
          layout="alert"
          title="Не удалось загрузить выбранные экраны"
          details="Выбор сохранён на сервере; карта покажет его, когда загрузка получится."
          onRetry={() => void savedPlayers.refetch()}
        />
      ) : chosen === null ? (
        <div role="status" aria-label="Загрузка выбранных экранов" className="flex flex-col gap-2">
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <LazyMapPicker
          // A phone meets the map only after scrolling: it starts when its place comes near.
          untilNear={narrow}
          value={chosen}
          onChange={(players) => {
            setPicked(players);
            const ids = players.map((player) => player.id);
            setValue('players', [...ids, ...unplaced.filter((id) => !ids.includes(id))], {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            });
          }}
          loadPlayers={mapData.loadPlayers}
          loadFilterOptions={mapData.loadFilterOptions}
          resolvePlayers={(list, signal) => mapData.resolvePlayers(list, signal)}
          {...mapData.geoPlans}
          readOnly={readOnly}
          typeLabels={playerTypeLabels}
          tileUrl={MAP_TILE_URL}
          center={chosen[0] ? [chosen[0].latitude, chosen[0].longitude] : undefined}
          zoom={chosen.length > 0 ? 11 : 10}
          // On a phone the map takes most of the screen, but no more than 40rem on a tall one.
          height={narrow ? 'min(max(32rem, 60svh), 40rem)' : '32rem'}
          // Beside the app's sidebar, three columns leave the map too narrow (about 420 px at
          // 1024). The map takes the full width up to xl, with the filters and the chosen list
          // side by side under it; from xl the filters stand to the left and the chosen list
          // and geo plans sit under the map. The forecast stays in the sticky bar below.
          className={MAP_LAYOUT}
        />
      )}
    </Section>
  );
}

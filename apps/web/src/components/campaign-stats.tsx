import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { DailyStat, Paginated, PlayerStat, VideoStat } from '@ekran/api';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Chart,
  DateRangePicker,
  StatsTable,
  dailyStatsSeries,
  type DateRange,
} from '@ekran/ui';
import { periodOf } from '../lib/date';
import { OmittedRowsNote } from '../lib/omitted-rows-note';
import { firstLoadFailed, loadErrorHint } from '../lib/query-state';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { SearchInput } from './search-input';

const PLAYER_PAGE_SIZES = [10, 20, 50];

type Period = ReturnType<typeof periodOf>;
type Options<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

/** Where the statistics come from: the signed-in campaign calls or the public (shared) ones. */
export type CampaignStatsQueries<KD extends QueryKey, KV extends QueryKey, KP extends QueryKey> = {
  daily: (period: Period) => Options<Paginated<DailyStat>, KD>;
  videos: (period: Period) => Options<Paginated<VideoStat>, KV>;
  players: (params: {
    page: number;
    pageSize: number;
    search?: string;
    ordering?: string;
  }) => Options<Paginated<PlayerStat>, KP>;
};

export type CampaignStatsProps<KD extends QueryKey, KV extends QueryKey, KP extends QueryKey> = {
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  queries: CampaignStatsQueries<KD, KV, KP>;
  /** "Today" for the date picker (stories pin it). */
  today?: Date;
};

/**
 * A campaign's statistics: a period, the daily chart with its table fallback, per-player statistics
 * (search, sorting, paging) and per-video statistics. Shared by the campaign view and the public
 * shared view, which differ only in the calls behind `queries`.
 */
export function CampaignStats<KD extends QueryKey, KV extends QueryKey, KP extends QueryKey>({
  idPrefix,
  queries,
  today,
}: CampaignStatsProps<KD, KV, KP>) {
  const [range, setRange] = useState<DateRange | undefined>();
  const period = periodOf(range);
  const daily = useQuery(queries.daily(period));
  const videos = useQuery(queries.videos(period));

  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 400);
  const [ordering, setOrdering] = useState<string | undefined>('-impressions');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const players = useQuery(
    queries.players({
      page,
      pageSize,
      ...(debounced ? { search: debounced } : {}),
      ...(ordering ? { ordering } : {}),
    }),
  );
  // A new search starts from the first page.
  const [searched, setSearched] = useState(debounced);
  if (searched !== debounced) {
    setSearched(debounced);
    setPage(1);
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <span id={`${idPrefix}-period`} className="text-sm text-muted-foreground">
          Период
        </span>
        <DateRangePicker
          value={range}
          onValueChange={setRange}
          placeholder="Весь период кампании"
          aria-labelledby={`${idPrefix}-period`}
          today={today}
          maxDate={today}
        />
        {range ? (
          <Button variant="ghost" size="sm" onClick={() => setRange(undefined)}>
            Весь период
          </Button>
        ) : null}
      </div>

      <Card>
        <CardContent className="pt-5">
          <Chart
            title="Показы и расход по дням"
            data={(daily.data?.results ?? []).flatMap(({ date, ...figures }) =>
              // The calls leave out a day without its date; one that slipped through has no place.
              date === null ? [] : [{ date, ...figures }],
            )}
            series={dailyStatsSeries}
            loading={daily.isPending}
            empty={
              firstLoadFailed(daily) ? (
                <p role="alert" className="py-10 text-center text-sm text-destructive">
                  Не удалось загрузить статистику по дням. {loadErrorHint(daily.error, '')}
                </p>
              ) : undefined
            }
          />
          <OmittedRowsNote count={daily.data?.omitted} className="mt-2" />
        </CardContent>
      </Card>

      <Card aria-labelledby={`${idPrefix}-players`}>
        <CardHeader>
          <CardTitle id={`${idPrefix}-players`}>По экранам</CardTitle>
          <SearchInput
            className="w-full sm:w-64"
            aria-label="Поиск экрана"
            placeholder="Название или адрес"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </CardHeader>
        <CardContent>
          <StatsTable
            caption="Статистика по экранам"
            nameHeader="Экран"
            rows={(players.data?.results ?? []).map((row, index) => ({
              // A row without its id still shows; its key falls back to its place on the page.
              id: row.player_id ?? `row-${index}`,
              name: row.name,
              detail: row.address,
              impressions: row.impressions,
              ots: row.ots,
              spent: row.spent,
            }))}
            ordering={ordering}
            onSortingChange={(next) => {
              setOrdering(next);
              setPage(1);
            }}
            loading={players.isPending}
            fetching={players.isFetching && !players.isPending}
            error={players.isError ? loadErrorHint(players.error) : undefined}
            onRetry={() => void players.refetch()}
            pagination={{
              page,
              pageSize,
              total: players.data?.count ?? 0,
              pageSizeOptions: PLAYER_PAGE_SIZES,
              onPageChange: setPage,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }}
          />
          <OmittedRowsNote count={players.data?.omitted} className="mt-2" />
        </CardContent>
      </Card>

      <Card aria-labelledby={`${idPrefix}-videos`}>
        <CardHeader>
          <CardTitle id={`${idPrefix}-videos`}>По роликам</CardTitle>
        </CardHeader>
        <CardContent>
          <StatsTable
            caption="Статистика по роликам"
            nameHeader="Ролик"
            rows={(videos.data?.results ?? []).map((row, index) => ({
              id: row.video_id ?? `row-${index}`,
              name: row.name,
              impressions: row.impressions,
              ots: row.ots,
              spent: row.spent,
            }))}
            loading={videos.isPending}
            error={videos.isError ? loadErrorHint(videos.error) : undefined}
            onRetry={() => void videos.refetch()}
          />
          <OmittedRowsNote count={videos.data?.omitted} className="mt-2" />
        </CardContent>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  campaignQueries,
  genderLabels,
  incomeGroupLabels,
  type Campaign,
  type IncomeGroup,
  playerQueries,
  statusLabel,
} from '@ekran/api';
import {
  EMPTY_VALUE,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  ScheduleGrid,
  Skeleton,
} from '@ekran/ui';
import { CampaignFigures } from '../../components/campaign-summary';
import { useApi } from '../../lib/api-context';
import { LazyPlayersMap } from '../../lib/lazy-maps';
import { MAP_TILE_URL } from '../../lib/map-tiles';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';

const yesNo = (value: boolean) => (value ? 'Да' : 'Нет');

const incomeText = (income: string) => {
  const groups = [...income].filter((letter): letter is IncomeGroup => letter in incomeGroupLabels);
  if (groups.length === 0 || groups.length === 3) return 'Любой доход';
  return groups.map((group) => incomeGroupLabels[group]).join(', ');
};

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Dates, money, pacing, audience and the schedule of one campaign. */
export function OverviewTab({ campaign, isAgency }: { campaign: Campaign; isAgency: boolean }) {
  const api = useApi();
  // The campaign detail does not list its videos (spec §3); the videos call counts them.
  const videos = useQuery(campaignQueries.videos(api, campaign.id));
  const videoCount = videos.isPending
    ? '…'
    : firstLoadFailed(videos)
      ? EMPTY_VALUE
      : formatNumber(videos.data.count);
  return (
    <div className="flex flex-col gap-5">
      <CampaignFigures campaign={campaign} remaining />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="campaign-params">
          <CardHeader>
            <CardTitle id="campaign-params">Параметры</CardTitle>
          </CardHeader>
          <CardContent className="pt-4">
            <Facts
              items={[
                ['Тип', statusLabel('campaignType', campaign.type)],
                ['Период', `${formatDate(campaign.start_date)} – ${formatDate(campaign.end_date)}`],
                ['Дневной бюджет', formatMoney(campaign.daily_budget)],
                ['Доп. лимит на сегодня', formatMoney(campaign.today_extra_limit)],
                ['Перенос остатка на следующий день', yesNo(campaign.budget_rollover)],
                ['Ускоренный расход', yesNo(campaign.spent_fast)],
                ['Интервал между показами', `${formatNumber(campaign.delay)} с`],
                ...(isAgency
                  ? ([['Агентский процент', formatPercent(campaign.agency_percent)]] as [
                      string,
                      ReactNode,
                    ][])
                  : []),
                ...(campaign.description
                  ? ([['Описание', campaign.description]] as [string, ReactNode][])
                  : []),
              ]}
            />
          </CardContent>
        </Card>
        <Card aria-labelledby="campaign-audience">
          <CardHeader>
            <CardTitle id="campaign-audience">Аудитория и экраны</CardTitle>
          </CardHeader>
          <CardContent className="pt-4">
            <Facts
              items={[
                ['Возраст', `${campaign.audience.age_from}–${campaign.audience.age_to} лет`],
                ['Пол', genderLabels[campaign.audience.gender] ?? campaign.audience.gender],
                ['Доход', incomeText(campaign.audience.income)],
                ['Экранов выбрано', formatNumber(campaign.players.length)],
                ['Роликов', videoCount],
              ]}
            />
          </CardContent>
        </Card>
      </div>
      <ChosenPlayersMap ids={campaign.players} />
      <Card aria-labelledby="campaign-schedule">
        <CardHeader>
          <CardTitle id="campaign-schedule">Расписание показов</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto pt-4">
          <ScheduleGrid value={campaign.target_days} readOnly label="Расписание показов" />
        </CardContent>
      </Card>
    </div>
  );
}

/** The campaign's players as dots on a small read-only map. */
function ChosenPlayersMap({ ids }: { ids: number[] }) {
  const api = useApi();
  const points = useQuery({
    ...playerQueries.simple(api, { ids }),
    enabled: ids.length > 0,
  });
  return (
    <Card aria-labelledby="campaign-map">
      <CardHeader>
        <CardTitle id="campaign-map">Экраны на карте</CardTitle>
      </CardHeader>
      <CardContent className="pt-4">
        {ids.length === 0 ? (
          <p className="text-sm text-muted-foreground">Экраны ещё не выбраны.</p>
        ) : points.isPending ? (
          <Skeleton className="h-80 w-full" />
        ) : firstLoadFailed(points) ? (
          <p role="alert" className="text-sm text-destructive">
            Не удалось загрузить экраны для карты. {loadErrorHint(points.error, '')}
          </p>
        ) : (
          <LazyPlayersMap
            points={points.data.flatMap(({ id, name, latitude, longitude }) =>
              latitude === null || longitude === null ? [] : [{ id, name, latitude, longitude }],
            )}
            tileUrl={MAP_TILE_URL}
            label="Карта выбранных экранов"
          />
        )}
      </CardContent>
    </Card>
  );
}

import { useEffect, useId, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { campaignKeys, type Api, type MediaPlan, type MediaPlanRequest } from '@ekran/api';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  formatMoney,
  formatNumber,
  formatPercent,
  Stat,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';

/** Wait after the last change before asking for a new forecast. */
export const MEDIA_PLAN_DEBOUNCE_MS = 400;

/** The forecast call, silent: the card says itself when the forecast is unavailable. */
const mediaPlanQuery = (api: Api, body: MediaPlanRequest) =>
  queryOptions({
    queryKey: campaignKeys.mediaPlan(body),
    queryFn: ({ signal }) => api.campaigns.mediaPlan(body, { signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled: body.players.length > 0,
    retry: false,
  });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The media plan forecast (POST media_plan) for a draft; asks again as the draft changes. */
export function useMediaPlan(body: MediaPlanRequest, debounceMs = MEDIA_PLAN_DEBOUNCE_MS) {
  const api = useApi();
  // Compared by content: the form hands a new object on every render.
  const key = JSON.stringify(body);
  const debouncedKey = useDebounced(key, debounceMs);
  const debounced = JSON.parse(debouncedKey) as MediaPlanRequest;
  const query = useQuery(mediaPlanQuery(api, debounced));
  return { ...query, stale: key !== debouncedKey };
}

export type MediaPlanCardProps = {
  /** The draft the forecast is for. */
  request: MediaPlanRequest;
  className?: string;
};

/** Forecast card: shows, OTS, cost and its share of the budget. */
export function MediaPlanCard({ request, className }: MediaPlanCardProps) {
  const titleId = useId();
  const { data, isFetching, isError, stale } = useMediaPlan(request);
  const noPlayers = request.players.length === 0;
  const plan: MediaPlan | undefined = noPlayers ? undefined : data;
  const budget = Number(request.budget) || 0;
  const cost = Number(plan?.cost ?? 0);
  const share = budget > 0 && plan ? cost / budget : null;
  const busy = !noPlayers && (isFetching || stale);

  return (
    <Card aria-labelledby={titleId} aria-busy={busy || undefined} className={className}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Медиаплан
        </CardTitle>
        <CardDescription>
          {noPlayers
            ? 'Выберите экраны на карте, чтобы увидеть прогноз.'
            : busy
              ? 'Пересчитываем прогноз…'
              : 'Прогноз по выбранным экранам, датам, расписанию и бюджету.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-4">
        {isError && !plan ? (
          <p role="alert" className="col-span-2 text-sm text-destructive">
            Не удалось рассчитать прогноз. Проверьте даты и бюджет.
          </p>
        ) : null}
        <Stat
          label="Экранов"
          value={formatNumber(noPlayers ? 0 : (plan?.players_count ?? request.players.length))}
        />
        <Stat
          label="Показов"
          value={plan ? formatNumber(plan.impressions) : '—'}
          loading={!plan && busy}
        />
        <Stat label="OTS" value={plan ? formatNumber(plan.ots) : '—'} loading={!plan && busy} />
        <Stat
          label="Стоимость"
          value={plan ? formatMoney(plan.cost) : '—'}
          loading={!plan && busy}
        />
        <Stat
          className="col-span-2"
          label="Доля бюджета"
          value={share === null ? '—' : formatPercent(share, { ratio: true })}
          hint={
            budget > 0 ? `из бюджета ${formatMoney(budget)}` : 'Укажите бюджет, чтобы увидеть долю'
          }
        />
      </CardContent>
    </Card>
  );
}

/**
 * The same forecast in one line, for the step's sticky bar: it stays in sight while the user works
 * on the map or the schedule far below the card. Shares the card's query, so it costs no request.
 */
export function MediaPlanSummary({ request }: { request: MediaPlanRequest }) {
  const { data, isFetching, isError, stale } = useMediaPlan(request);
  if (request.players.length === 0) {
    return <p className="text-muted-foreground">Прогноз: выберите экраны на карте.</p>;
  }
  if (!data) {
    return (
      <p className="text-muted-foreground">
        {isError ? 'Прогноз недоступен: проверьте даты и бюджет.' : 'Прогноз: считаем…'}
      </p>
    );
  }
  const budget = Number(request.budget) || 0;
  const parts = [
    `${formatNumber(data.players_count)} экр.`,
    `${formatNumber(data.impressions)} показов`,
    `OTS ${formatNumber(data.ots)}`,
    formatMoney(data.cost) +
      (budget > 0
        ? ` (${formatPercent(Number(data.cost) / budget, { ratio: true })} бюджета)`
        : ''),
  ];
  return (
    <p
      data-testid="media-plan-summary"
      aria-busy={isFetching || stale || undefined}
      className={isFetching || stale ? 'text-muted-foreground' : undefined}
    >
      <span className="font-medium">Прогноз:</span> {parts.join(' · ')}
    </p>
  );
}

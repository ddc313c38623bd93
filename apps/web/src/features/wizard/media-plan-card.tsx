import { useId, useState } from 'react';
import { ChevronUp } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { campaignQueries, type MediaPlan, type MediaPlanRequest } from '@ekran/api';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  formatMoney,
  formatNumber,
  formatPercent,
  Stat,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Wait after the last change before asking for a new forecast. */
export const MEDIA_PLAN_DEBOUNCE_MS = 400;

/** The media plan forecast (POST media_plan) for a draft; asks again as the draft changes. */
export function useMediaPlan(body: MediaPlanRequest, debounceMs = MEDIA_PLAN_DEBOUNCE_MS) {
  const api = useApi();
  // Compared by content: the form hands a new object on every render.
  const key = JSON.stringify(body);
  const debouncedKey = useDebouncedValue(key, debounceMs);
  const debounced = JSON.parse(debouncedKey) as MediaPlanRequest;
  // Silent: the card says itself when the forecast is unavailable.
  const query = useQuery(campaignQueries.mediaPlan(api, debounced, { silent: true, retry: false }));
  return { ...query, stale: key !== debouncedKey };
}

export type MediaPlanCardProps = {
  /** The draft the forecast is for. */
  request: MediaPlanRequest;
  /** The figures alone, without the card's title and frame (the phone's sticky bar). */
  compact?: boolean;
  className?: string;
};

/** Forecast card: shows, OTS, cost and its share of the budget. */
export function MediaPlanCard({ request, compact = false, className }: MediaPlanCardProps) {
  const titleId = useId();
  const { data, isFetching, isError, stale } = useMediaPlan(request);
  const noPlayers = request.players.length === 0;
  const plan: MediaPlan | undefined = noPlayers ? undefined : data;
  const budget = Number(request.budget) || 0;
  // A forecast without its cost has no share of the budget either: «—», not «0 %».
  const cost = plan?.cost ?? null;
  const share = budget > 0 && cost !== null ? cost / budget : null;
  const busy = !noPlayers && (isFetching || stale);

  const pending = !plan && busy;
  // One list of figures, drawn as Stat cards in the card or as a compact list in the sticky bar.
  const figures: { label: string; value: string; loading?: boolean; hint?: string }[] = [
    {
      label: 'Экранов',
      value: formatNumber(noPlayers ? 0 : (plan?.players_count ?? request.players.length)),
    },
    { label: 'Показов', value: plan ? formatNumber(plan.impressions) : '—', loading: pending },
    { label: 'OTS', value: plan ? formatNumber(plan.ots) : '—', loading: pending },
    { label: 'Стоимость', value: plan ? formatMoney(plan.cost) : '—', loading: pending },
    {
      label: 'Доля бюджета',
      value: share === null ? '—' : formatPercent(share, { ratio: true }),
      hint: budget > 0 ? `из бюджета ${formatMoney(budget)}` : 'Укажите бюджет, чтобы увидеть долю',
    },
  ];
  const failed =
    isError && !plan ? (
      <p role="alert" className="col-span-2 text-sm text-destructive">
        Не удалось рассчитать прогноз. Проверьте даты и бюджет.
      </p>
    ) : null;
  if (compact) {
    return (
      <section
        aria-label="Медиаплан"
        aria-busy={busy || undefined}
        className={cn('flex flex-col gap-2 text-sm', className)}
      >
        {failed}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
          {figures.map(({ label, value }) => (
            <div key={label} className="flex flex-col">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground">
          {budget > 0 ? `Бюджет: ${formatMoney(budget)}.` : 'Укажите бюджет, чтобы увидеть долю.'}
        </p>
      </section>
    );
  }
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
        {failed}
        {figures.map(({ label, value, loading, hint }, index) => (
          <Stat
            key={label}
            // The last figure, the budget share, takes the whole row.
            className={index === figures.length - 1 ? 'col-span-2' : undefined}
            label={label}
            value={value}
            loading={loading}
            hint={hint}
          />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * The same forecast in one line, for the step's sticky bar: it stays in sight while the user works
 * on the map or the schedule far below the card. Shares the card's query, so it costs no request.
 */
export function MediaPlanSummary({
  request,
  as: Tag = 'p',
}: {
  request: MediaPlanRequest;
  /** `span` inside a button (the phone's disclosure). */
  as?: 'p' | 'span';
}) {
  const { data, isFetching, isError, stale } = useMediaPlan(request);
  if (request.players.length === 0) {
    return <Tag className="text-muted-foreground">Прогноз: выберите экраны на карте.</Tag>;
  }
  if (!data) {
    return (
      <Tag className="text-muted-foreground">
        {isError ? 'Прогноз недоступен: проверьте даты и бюджет.' : 'Прогноз: считаем…'}
      </Tag>
    );
  }
  const budget = Number(request.budget) || 0;
  const parts = [
    `${formatNumber(data.players_count)} экр.`,
    `${formatNumber(data.impressions)} показов`,
    `OTS ${formatNumber(data.ots)}`,
    formatMoney(data.cost) +
      (budget > 0 && data.cost !== null
        ? ` (${formatPercent(data.cost / budget, { ratio: true })} бюджета)`
        : ''),
  ];
  return (
    <Tag
      data-testid="media-plan-summary"
      aria-busy={isFetching || stale || undefined}
      className={isFetching || stale ? 'text-muted-foreground' : undefined}
    >
      <span className="font-medium">Прогноз:</span> {parts.join(' · ')}
    </Tag>
  );
}

/**
 * The phone's media plan: the one-line forecast in the sticky bar opens the whole card
 * above it, so the forecast is one tap away wherever the user is on the long step, and the card
 * does not take a screen of its own between the fields.
 */
export function MediaPlanDisclosure({ request }: { request: MediaPlanRequest }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div id={panelId} hidden={!open} className="max-h-[30svh] overflow-y-auto">
        <MediaPlanCard request={request} compact />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 items-center justify-between gap-2 rounded-md text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {open ? (
          <span className="font-medium">Медиаплан</span>
        ) : (
          <MediaPlanSummary request={request} as="span" />
        )}
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-primary">
          {open ? 'Скрыть' : 'Медиаплан'}
          <ChevronUp
            aria-hidden
            className={cn('size-4 transition-transform', !open && 'rotate-180')}
          />
        </span>
      </button>
    </div>
  );
}

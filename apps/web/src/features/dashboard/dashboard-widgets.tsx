import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  CampaignStatus,
  campaignStatusLabels,
  ModerationStatus,
  OrgStatus,
  UNKNOWN_STATUS_LABEL,
  type CampaignRow,
} from '@ekran/api';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Chart,
  EmptyState,
  formatDateRange,
  formatMoney,
  formatNumber,
  LoadError,
  Skeleton,
  Stat,
  type ChartSeries,
} from '@ekran/ui';
import { CreateCampaignButton } from '../../components/create-campaign-button';
import { OrganizationChecks } from '../../components/organization-checks';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { totalOf } from '../../lib/known-figures';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';
import { WidgetBoundary } from '../../lib/widget-boundary';
import { DASHBOARD_DAYS, dashboardQueries, STATUS_ORDER } from './dashboard-queries';

const SERIES: ChartSeries[] = [
  { key: 'spent', label: 'Расход', kind: 'bar', format: 'money', axis: 'left', color: 'primary' },
  {
    key: 'impressions',
    label: 'Показы',
    kind: 'line',
    format: 'number',
    axis: 'right',
    color: 'success',
  },
];

const useDashboardQueries = () => dashboardQueries(useApi());

/** How many recent campaigns are listed. */
const RECENT_COUNT = 5;

/** On moderation or declined; a row whose statuses are unknown (null) matches neither. */
const needsAttention = (campaign: CampaignRow): boolean =>
  campaign.status === CampaignStatus.MODERATION ||
  campaign.moderation_status === ModerationStatus.DECLINED ||
  campaign.moderation_status === ModerationStatus.PARTIALLY_DECLINED;

function Section({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        <WidgetBoundary what={title}>{children}</WidgetBoundary>
      </CardContent>
    </Card>
  );
}

function LoadFailed({
  onRetry,
  what,
  error,
}: {
  onRetry: () => void;
  what: string;
  error: unknown;
}) {
  return (
    <LoadError
      layout="alert"
      title={`Не удалось загрузить ${what}.`}
      details={loadErrorHint(error, '')}
      onRetry={onRetry}
    />
  );
}

/** Balance, available money, and the spend and impressions of the last days. */
export function MoneyStats() {
  const queries = useDashboardQueries();
  const balance = useQuery(queries.balance);
  const daily = useQuery(queries.daily);
  // A day whose figure the server left unknown, or a day left out as unreadable, makes the
  // period's total unknown («—»): a sum without it would look exact and be too small.
  const days = daily.data?.omitted ? null : (daily.data?.results ?? []);
  const spent = days && totalOf(days.map((day) => day.spent));
  const impressions = days && totalOf(days.map((day) => day.impressions));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Stat
        label="Баланс"
        loading={balance.isPending}
        value={firstLoadFailed(balance) ? '—' : formatMoney(balance.data?.balance)}
      />
      <Stat
        label="Доступно"
        hint="Без денег, зарезервированных под бюджеты кампаний"
        loading={balance.isPending}
        value={firstLoadFailed(balance) ? '—' : formatMoney(balance.data?.available_balance)}
      />
      <Stat
        label={`Расход за ${DASHBOARD_DAYS} дней`}
        loading={daily.isPending}
        value={firstLoadFailed(daily) ? '—' : formatMoney(spent)}
      />
      <Stat
        label={`Показы за ${DASHBOARD_DAYS} дней`}
        loading={daily.isPending}
        value={firstLoadFailed(daily) ? '—' : formatNumber(impressions)}
      />
    </div>
  );
}

/**
 * How many campaigns each status has, each a link to the filtered list. Campaigns in a status the
 * app does not know are in the total but in none of the known counts: they are counted apart, as
 * «Неизвестно», with no link (the list cannot filter by a status it does not know).
 */
export function StatusCounts() {
  const queries = useDashboardQueries();
  const counts = useQueries({ queries: queries.counts });
  const all = useQuery(queries.campaigns);
  const countsLoading = counts.some((query) => query.isPending);
  const countsFailed = counts.some(firstLoadFailed);
  const knownTotal = counts.reduce((sum, query) => sum + (query.data?.count ?? 0), 0);
  const unknownCount = !countsLoading && all.data ? all.data.count - knownTotal : 0;
  return (
    <Section id="dash-statuses" title="Кампании по статусам">
      {countsFailed ? (
        <LoadFailed
          what="число кампаний"
          error={counts.find((query) => query.isError)?.error}
          onRetry={() => counts.forEach((query) => void query.refetch())}
        />
      ) : (
        <ul className="grid gap-2">
          {STATUS_ORDER.map((status, index) => (
            <li key={status} className="flex items-center justify-between gap-3">
              <Link
                to={`/campaigns?status=${status}`}
                className="text-sm text-foreground underline-offset-4 hover:underline"
              >
                {campaignStatusLabels[status]}
              </Link>
              {countsLoading ? (
                <Skeleton className="h-5 w-8" />
              ) : (
                <span className="font-semibold tabular-nums">
                  {formatNumber(counts[index]?.data?.count ?? 0)}
                </span>
              )}
            </li>
          ))}
          {unknownCount > 0 ? (
            <li className="flex items-center justify-between gap-3">
              <span className="text-sm text-muted-foreground">{UNKNOWN_STATUS_LABEL}</span>
              <span className="font-semibold tabular-nums">{formatNumber(unknownCount)}</span>
            </li>
          ) : null}
        </ul>
      )}
    </Section>
  );
}

/** The organization, its check and its contract. */
export function OrganizationCard() {
  const queries = useDashboardQueries();
  const organization = useQuery(queries.organization);
  return (
    <Section
      id="dash-organization"
      title="Организация"
      action={
        <Button asChild variant="outline" size="sm">
          <Link to="/organization">Открыть</Link>
        </Button>
      }
      className="lg:col-span-2"
    >
      {organization.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : firstLoadFailed(organization) ? (
        <LoadFailed
          what="данные организации"
          error={organization.error}
          onRetry={() => void organization.refetch()}
        />
      ) : (
        <div className="grid gap-3">
          <p className="font-medium">{organization.data.org_name || 'Организация не заполнена'}</p>
          <OrganizationChecks organization={organization.data} />
          {organization.data.doc_status !== OrgStatus.APPROVE ? (
            <p className="text-sm text-muted-foreground">
              Кампании запускаются после проверки организации.
            </p>
          ) : null}
        </div>
      )}
    </Section>
  );
}

/** Spend and impressions per day. */
export function DailyChart() {
  const queries = useDashboardQueries();
  const daily = useQuery(queries.daily);
  // The call leaves out a day without its date; one that slipped through has no place on the chart.
  const chartData = (daily.data?.results ?? []).flatMap(({ date, spent, impressions }) =>
    date === null ? [] : [{ date, spent, impressions }],
  );
  return (
    <Section id="dash-daily" title={`Расход и показы за ${DASHBOARD_DAYS} дней`}>
      {firstLoadFailed(daily) ? (
        <LoadFailed what="статистику" error={daily.error} onRetry={() => void daily.refetch()} />
      ) : (
        <Chart
          title={`Расход и показы за ${DASHBOARD_DAYS} дней`}
          hideTitle
          data={chartData}
          series={SERIES}
          loading={daily.isPending}
          showTotals
          empty={
            <EmptyState
              headingLevel="h3"
              title="За последние 30 дней показов не было"
              text="Статистика появится, когда кампании начнут показываться."
            />
          }
        />
      )}
      <OmittedRowsNote count={daily.data?.omitted} className="mt-2" />
    </Section>
  );
}

/** The latest campaigns. */
export function RecentCampaigns() {
  const queries = useDashboardQueries();
  const campaigns = useQuery(queries.campaigns);
  const recent = (campaigns.data?.results ?? []).slice(0, RECENT_COUNT);
  const noCampaigns = campaigns.isSuccess && campaigns.data.count === 0;
  return (
    <Section
      id="dash-recent"
      title="Последние кампании"
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/campaigns">Все кампании</Link>
        </Button>
      }
    >
      {campaigns.isPending ? (
        <div className="grid gap-2">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : firstLoadFailed(campaigns) ? (
        <LoadFailed
          what="кампании"
          error={campaigns.error}
          onRetry={() => void campaigns.refetch()}
        />
      ) : noCampaigns ? (
        <EmptyState
          headingLevel="h3"
          title="Кампаний пока нет"
          text="Создайте первую кампанию: выберите экраны на карте, загрузите ролик и отправьте на модерацию."
          action={<CreateCampaignButton />}
        />
      ) : (
        <ul className="divide-y divide-border">
          {recent.map((campaign) => (
            <li
              key={campaign.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <div className="min-w-0">
                <Link
                  to={`/campaigns/${campaign.id}`}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {campaign.name || `Кампания №${campaign.id}`}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {campaign.start_date
                    ? formatDateRange(campaign.start_date, campaign.end_date)
                    : 'Даты не выбраны'}
                  {' · '}
                  {formatMoney(campaign.budget)}
                </p>
              </div>
              <StatusBadge kind="campaignStatus" value={campaign.status} />
            </li>
          ))}
        </ul>
      )}
      <OmittedRowsNote count={campaigns.data?.omitted} className="mt-2" />
    </Section>
  );
}

/** Campaigns on moderation or declined, with the reason. */
export function AttentionList() {
  const queries = useDashboardQueries();
  const campaigns = useQuery(queries.campaigns);
  const attention = (campaigns.data?.results ?? []).filter(needsAttention);
  return (
    <Section id="dash-attention" title="На модерации и отклонённые">
      {campaigns.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : firstLoadFailed(campaigns) ? (
        <LoadFailed
          what="кампании"
          error={campaigns.error}
          onRetry={() => void campaigns.refetch()}
        />
      ) : attention.length === 0 ? (
        <p className="text-sm text-muted-foreground">Нет кампаний на модерации или отклонённых.</p>
      ) : (
        <ul className="divide-y divide-border">
          {attention.map((campaign) => (
            <li key={campaign.id} className="grid gap-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/campaigns/${campaign.id}`}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {campaign.name || `Кампания №${campaign.id}`}
                </Link>
                <StatusBadge kind="campaignModerationStatus" value={campaign.moderation_status} />
              </div>
              {campaign.moderation_comment &&
              campaign.moderation_status !== ModerationStatus.MODERATION ? (
                <p className="text-sm text-muted-foreground">
                  Причина: {campaign.moderation_comment}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <OmittedRowsNote count={campaigns.data?.omitted} className="mt-2" />
    </Section>
  );
}

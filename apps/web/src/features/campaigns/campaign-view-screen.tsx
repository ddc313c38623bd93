import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { campaignQueries, isHTTPError, UserRole, userQueries } from '@ekran/api';
import { Button, EmptyState, LoadError, Tabs, TabsContent, TabsList, TabsTrigger } from '@ekran/ui';
import { CampaignLoading } from '../../components/campaign-loading';
import { useApi } from '../../lib/api-context';
import { CampaignHeader } from './campaign-header';
import { OverviewTab } from './overview-tab';
import { PlayersTab } from './players-tab';
import { StatisticsTab } from './statistics-tab';
import { VideosTab } from './videos-tab';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';
import { WidgetBoundary } from '../../lib/widget-boundary';

const TABS = ['overview', 'statistics', 'videos', 'players'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The server says 404 (or 403) for a campaign that is missing or belongs to someone else. */
const isNotFound = (error: unknown) =>
  isHTTPError(error) && (error.response.status === 404 || error.response.status === 403);

/** /campaigns/{id}: header with the status actions, then overview, statistics, videos, players. */
export function CampaignViewScreen() {
  const api = useApi();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  const me = useQuery(userQueries.me(api));
  // The screen explains a missing campaign itself, so the call does not toast.
  const campaign = useQuery(
    campaignQueries.detail(api, id, {
      silent: true,
    }),
  );

  if (campaign.isPending) {
    return <CampaignLoading under="status" />;
  }

  if (firstLoadFailed(campaign)) {
    if (isNotFound(campaign.error)) {
      return (
        <EmptyState
          icon={<FileQuestion />}
          headingLevel="h2"
          title="Кампания не найдена"
          text="Её удалили, или она принадлежит другому пользователю. Проверьте ссылку."
          action={
            <Button asChild>
              <Link to="/campaigns">К списку кампаний</Link>
            </Button>
          }
        />
      );
    }
    return (
      <LoadError
        layout="alert"
        title="Не удалось загрузить кампанию"
        details={loadErrorHint(
          campaign.error,
          'Проверьте подключение к интернету и попробуйте ещё раз.',
        )}
        onRetry={() => void campaign.refetch()}
        actions={
          <Button variant="ghost" size="sm" asChild>
            <Link to="/campaigns">К списку</Link>
          </Button>
        }
      />
    );
  }

  const data = campaign.data;
  const isAgency = me.data?.role === UserRole.AGENCY;
  return (
    <div className="flex flex-col gap-6">
      <CampaignHeader campaign={data} isAgency={isAgency} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'overview') params.delete('tab');
              else params.set('tab', next);
              return params;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Разделы кампании">
          <TabsTrigger value="overview">Обзор</TabsTrigger>
          <TabsTrigger value="statistics">Статистика</TabsTrigger>
          <TabsTrigger value="videos">Ролики</TabsTrigger>
          <TabsTrigger value="players">Экраны</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <WidgetBoundary what="Обзор">
            <OverviewTab campaign={data} isAgency={isAgency} />
          </WidgetBoundary>
        </TabsContent>
        <TabsContent value="statistics">
          <WidgetBoundary what="Статистика">
            <StatisticsTab campaignId={data.id} />
          </WidgetBoundary>
        </TabsContent>
        <TabsContent value="videos">
          <WidgetBoundary what="Ролики">
            <VideosTab campaign={data} />
          </WidgetBoundary>
        </TabsContent>
        <TabsContent value="players">
          <WidgetBoundary what="Экраны">
            <PlayersTab campaign={data} />
          </WidgetBoundary>
        </TabsContent>
      </Tabs>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { campaignQueries, canEditCampaign, type Campaign, statusLabel } from '@ekran/api';
import { Button, EmptyState, VideoList } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';
import { listQueryProps } from '../../lib/query-state';

/** The campaign's videos with their moderation state and the reason of a decline. */
export function VideosTab({ campaign }: { campaign: Campaign }) {
  const api = useApi();
  const videos = useQuery(campaignQueries.videos(api, campaign.id));
  return (
    <div className="flex flex-col gap-3">
      <VideoList
        videos={videos.data?.results ?? []}
        statusLabel={(status) => statusLabel('videoModerationStatus', status)}
        {...listQueryProps(videos)}
        empty={
          <EmptyState
            title="Роликов пока нет"
            text="Добавьте ролик, чтобы отправить кампанию на модерацию."
            headingLevel="p"
            action={
              canEditCampaign(campaign) ? (
                <Button asChild>
                  <Link to={`/create-company/${campaign.id}/content`}>Добавить ролик</Link>
                </Button>
              ) : undefined
            }
          />
        }
      />
      <OmittedRowsNote count={videos.data?.omitted} />
    </div>
  );
}

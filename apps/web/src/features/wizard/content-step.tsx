import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { FileVideo } from 'lucide-react';
import {
  campaignKeys,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  videoKeys,
} from '@ekran/api';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  FileDrop,
  toast,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';
import { LeaveGuard } from './leave-guard';
import { LibraryPicker } from './library-picker';
import { useTransfers } from './use-transfers';
import { VideoRow } from './video-row';
import { useWizard } from './wizard-context';
import { stepHref } from './wizard-rules';
import { checkVideo, VIDEO_ACCEPT, VIDEO_MAX_MB, videoErrorText } from './video-rules';

/** Step 2: the campaign's videos — upload, pick from the library, replace, delete. */
export function ContentStep() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { id, videos, videosOmitted, locked } = useWizard();
  const campaignId = id ?? '';
  const titleId = useId();
  const uploadTitleId = useId();
  const { active: transferring, track } = useTransfers();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
      queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    ]);

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard
        when={transferring}
        description="Ролики ещё загружаются. Если уйти, загрузка прервётся и файлы придётся выбрать снова."
      />
      <Card aria-labelledby={titleId}>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={titleId} as="h2">
              Ролики кампании
            </CardTitle>
            <CardDescription>
              Каждый ролик проходит модерацию вместе с кампанией. Статус виден у каждого ролика.
            </CardDescription>
          </div>
          <LibraryPicker
            campaignId={campaignId}
            inCampaign={videos.map((video) => video.id)}
            disabled={locked}
            onAdded={refresh}
          />
        </CardHeader>
        <CardContent>
          {videos.length === 0 ? (
            <EmptyState
              icon={<FileVideo aria-hidden />}
              title="В кампании пока нет роликов"
              text="Загрузите новый ролик ниже или добавьте уже загруженный из библиотеки."
              headingLevel="h3"
            />
          ) : (
            <ul aria-label="Ролики кампании" className="flex flex-col gap-3">
              {videos.map((video) => (
                <VideoRow
                  key={video.id}
                  track={track}
                  video={video}
                  campaignId={campaignId}
                  disabled={locked}
                  onChanged={refresh}
                />
              ))}
            </ul>
          )}
          <OmittedRowsNote count={videosOmitted} className="mt-3" />
        </CardContent>
      </Card>

      <Card aria-labelledby={uploadTitleId}>
        <CardHeader>
          <CardTitle id={uploadTitleId} as="h2">
            Загрузить ролики
          </CardTitle>
          <CardDescription>
            MP4, MOV или WEBM до {VIDEO_MAX_MB} МБ, длиной от {VIDEO_MIN_SECONDS} до{' '}
            {VIDEO_MAX_SECONDS} секунд. Файлы с другими параметрами не отправляются.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FileDrop
            accept={VIDEO_ACCEPT}
            maxSize={VIDEO_MAX_BYTES}
            disabled={locked}
            label="Перетащите видеофайлы сюда"
            hint={`MP4, MOV, WEBM · до ${VIDEO_MAX_MB} МБ · ${VIDEO_MIN_SECONDS}–${VIDEO_MAX_SECONDS} с`}
            onUpload={(file, { onProgress, signal }) =>
              track(async () => {
                const problem = await checkVideo(file);
                if (problem) throw new Error(problem);
                return api.campaigns.uploadVideo(campaignId, file, {
                  signal,
                  silent: true,
                  onProgress: (progress) => onProgress(progress.percent),
                });
              })
            }
            onUploaded={(file) => {
              toast.success(`Ролик «${file.name}» загружен`);
              void refresh();
            }}
            getErrorMessage={videoErrorText}
          />
        </CardContent>
      </Card>

      <nav aria-label="Переход между шагами" className="flex flex-wrap justify-between gap-2">
        <Button asChild variant="outline">
          <Link to={stepHref(0, id)}>Назад к параметрам</Link>
        </Button>
        {videos.length > 0 ? (
          <Button asChild>
            <Link to={stepHref(2, id)}>Далее: выбор контента</Link>
          </Button>
        ) : (
          <Button disabled>Добавьте хотя бы один ролик</Button>
        )}
      </nav>
    </div>
  );
}

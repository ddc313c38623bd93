import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileVideo, Library, RefreshCw, Trash2 } from 'lucide-react';
import {
  campaignKeys,
  campaignMutations,
  describeError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_SECONDS,
  videoKeys,
  videoQueries,
  type Video,
} from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  cn,
  ConfirmModal,
  EmptyState,
  Field,
  FileDrop,
  formatDate,
  Input,
  Label,
  Modal,
  Pagination,
  ProgressBar,
  Skeleton,
  toast,
  validateFile,
} from '@ekran/ui';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LeaveGuard } from './leave-guard';
import { useWizard } from './wizard-context';
import { stepHref } from './wizard-rules';
import {
  durationProblem,
  formatDuration,
  readVideoDuration,
  VIDEO_ACCEPT,
  VIDEO_MAX_MB,
} from './video-rules';
import { firstLoadFailed } from '../../lib/query-state';

/** Our own refusals carry Russian text; the http layer's errors are described the usual way. */
const errorText = (error: unknown) =>
  error instanceof Error && !isHTTPError(error) && !isNetworkError(error) && !isTimeoutError(error)
    ? error.message
    : describeError(error, navigator.onLine).message;

/** Refuses a file the browser can already tell is wrong: format, size, then length. */
async function checkVideo(file: File): Promise<string | null> {
  const basic = validateFile(file, { accept: VIDEO_ACCEPT, maxSize: VIDEO_MAX_BYTES });
  if (basic) return basic;
  const seconds = await readVideoDuration(file);
  return seconds === null ? null : durationProblem(seconds);
}

/** Step 2: the campaign's videos — upload, pick from the library, replace, delete. */
export function ContentStep() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { id, videos, locked } = useWizard();
  const campaignId = id ?? '';
  const titleId = useId();
  const uploadTitleId = useId();
  // Files on their way up are lost if the user leaves, so leaving asks while any are.
  const [transfers, setTransfers] = useState(0);
  const track = async <T,>(work: () => Promise<T>): Promise<T> => {
    setTransfers((n) => n + 1);
    try {
      return await work();
    } finally {
      setTransfers((n) => n - 1);
    }
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
      queryClient.invalidateQueries({ queryKey: videoKeys.all }),
    ]);

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard
        when={transfers > 0}
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
            getErrorMessage={errorText}
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

function VideoRow({
  video,
  campaignId,
  disabled,
  onChanged,
  track,
}: {
  /** Counts the replacement as a transfer in flight (leaving asks meanwhile). */
  track: <T>(work: () => Promise<T>) => Promise<T>;
  video: Video;
  campaignId: string;
  disabled: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const api = useApi();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Silent calls: the row shows its own error, so the factories' toasting fetchers are not used.
  const change = useMutation({
    mutationFn: ({ file }: { file: File }) =>
      api.campaigns.changeVideo(campaignId, video.id, file, {
        silent: true,
        onProgress: (p) => setProgress(p.percent),
      }),
  });
  const remove = useMutation(campaignMutations.deleteVideo(api));

  const replace = async (file: File) => {
    setProblem(null);
    const reason = await checkVideo(file);
    if (reason) {
      setProblem(`Файл «${file.name}» не подходит: ${reason}`);
      return;
    }
    setProgress(0);
    try {
      await track(() => change.mutateAsync({ file }));
      toast.success(`Ролик «${video.name}» заменён`);
      await onChanged();
    } catch (error) {
      setProblem(`Не удалось заменить ролик: ${errorText(error)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:flex-row sm:items-center">
      {video.preview ? (
        <img
          src={video.preview}
          alt=""
          className="h-16 w-28 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <div className="flex h-16 w-28 shrink-0 items-center justify-center rounded-md bg-muted">
          <FileVideo aria-hidden className="size-6 text-muted-foreground" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{video.name}</span>
          <StatusBadge kind="videoModerationStatus" value={video.moderation_status} />
        </div>
        <p className="text-xs text-muted-foreground tabular-nums">
          {formatDuration(video.duration)} · загружен {formatDate(video.created_at)}
        </p>
        {video.decline_reason ? (
          <p className="text-xs text-destructive">Причина отказа: {video.decline_reason}</p>
        ) : null}
        {progress !== null ? (
          <ProgressBar
            label={`Замена ролика «${video.name}»`}
            hideLabel
            size="sm"
            value={progress * 100}
          />
        ) : null}
        {problem ? (
          <p role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          loading={change.isPending}
          onClick={() => inputRef.current?.click()}
          aria-label={`Заменить ролик «${video.name}»`}
        >
          <RefreshCw aria-hidden />
          Заменить
        </Button>
        <input
          ref={inputRef}
          type="file"
          aria-hidden
          tabIndex={-1}
          className="sr-only"
          accept={VIDEO_ACCEPT.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void replace(file);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || change.isPending}
          onClick={() => setConfirmDelete(true)}
          aria-label={`Удалить ролик «${video.name}»`}
        >
          <Trash2 aria-hidden />
          Удалить
        </Button>
      </div>
      <ConfirmModal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Удалить ролик из кампании?"
        description={`«${video.name}» останется в вашей библиотеке, но не будет показываться в этой кампании.`}
        confirmText="Удалить"
        cancelText="Отмена"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync({ id: campaignId, ids: [video.id] });
          toast.success(`Ролик «${video.name}» удалён из кампании`);
          await onChanged();
        }}
      />
    </li>
  );
}

/** Library rows per page of the picker. */
export const LIBRARY_PAGE_SIZE = 10;

/**
 * The user's whole library (GET /v2/video/list/), paged and searched on the server. Videos already in
 * the campaign are shown ticked and locked, so the list reads the same as the library elsewhere;
 * ticks on other pages are kept while paging or searching.
 */
function LibraryPicker({
  campaignId,
  inCampaign,
  disabled,
  onAdded,
}: {
  campaignId: string;
  inCampaign: readonly number[];
  disabled: boolean;
  onAdded: () => Promise<unknown>;
}) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const library = useQuery({
    ...videoQueries.list(api, {
      page,
      pageSize: LIBRARY_PAGE_SIZE,
      ordering: '-created_at',
      ...(query ? { search: query } : {}),
    }),
    enabled: open,
  });
  const add = useMutation(campaignMutations.uploadVideo(api));
  const listId = useId();
  const already = new Set(inCampaign);
  const reset = () => {
    setPicked([]);
    setPage(1);
    setSearch('');
  };

  let body: ReactNode;
  if (library.isPending) {
    body = (
      <div role="status" aria-label="Загрузка библиотеки" className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (firstLoadFailed(library)) {
    body = (
      <Alert
        variant="error"
        title="Не удалось загрузить библиотеку"
        action={
          <Button variant="outline" size="sm" onClick={() => void library.refetch()}>
            Повторить
          </Button>
        }
      >
        {errorText(library.error)}
      </Alert>
    );
  } else if (library.data.count === 0) {
    body = query ? (
      <EmptyState
        title="Ничего не найдено"
        text={`В библиотеке нет роликов с «${query}» в названии.`}
        headingLevel="h3"
      />
    ) : (
      <EmptyState
        title="Библиотека пуста"
        text="Вы ещё ничего не загружали. Загрузите ролик на этом шаге — он появится и здесь."
        headingLevel="h3"
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ul
          aria-label="Библиотека роликов"
          aria-busy={library.isPlaceholderData}
          className={cn(
            'flex max-h-96 flex-col gap-2 overflow-y-auto',
            library.isPlaceholderData && 'opacity-60',
          )}
        >
          {library.data.results.map((video) => {
            const checkId = `${listId}-${video.id}`;
            const added = already.has(video.id);
            return (
              <li key={video.id} className="flex items-center gap-3 rounded-md border p-2">
                <Checkbox
                  id={checkId}
                  checked={added || picked.includes(video.id)}
                  disabled={added}
                  onCheckedChange={(checked) =>
                    setPicked((list) =>
                      checked === true
                        ? [...list, video.id]
                        : list.filter((item) => item !== video.id),
                    )
                  }
                />
                <Label htmlFor={checkId} className="flex min-w-0 flex-1 flex-col font-normal">
                  <span className="truncate font-medium">{video.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {formatDuration(video.duration)} · {formatDate(video.created_at)}
                    {added ? ' · уже в кампании' : ''}
                  </span>
                </Label>
                <StatusBadge kind="videoModerationStatus" value={video.moderation_status} />
              </li>
            );
          })}
        </ul>
        {library.data.count > LIBRARY_PAGE_SIZE ? (
          <Pagination
            aria-label="Страницы библиотеки"
            page={page}
            pageSize={LIBRARY_PAGE_SIZE}
            total={library.data.count}
            onPageChange={setPage}
            disabled={library.isFetching}
            showSummary
          />
        ) : null}
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button variant="outline" disabled={disabled}>
          <Library aria-hidden />
          Добавить из библиотеки
        </Button>
      }
      title="Ролики из библиотеки"
      description="Все ролики, которые вы уже загружали. Отметьте нужные."
      size="lg"
      saveText={picked.length > 0 ? `Добавить (${picked.length})` : 'Добавить'}
      saveDisabled={picked.length === 0}
      saving={add.isPending}
      cancelText="Отмена"
      onSave={() => {
        add.mutate(
          { id: campaignId, content: picked },
          {
            onSuccess: async () => {
              toast.success(picked.length === 1 ? 'Ролик добавлен' : 'Ролики добавлены');
              setOpen(false);
              reset();
              await onAdded();
            },
          },
        );
      }}
    >
      <div className="flex flex-col gap-4">
        <Field label="Поиск по названию" className="max-w-sm">
          <Input
            type="search"
            value={search}
            placeholder="Например, «лето»"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </Field>
        {body}
        {picked.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Отмечено роликов: {picked.length}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

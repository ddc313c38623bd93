import { useId, useState } from 'react';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { campaignMutations, videoQueries, type Paginated, type Video } from '@ekran/api';
import {
  Button,
  Checkbox,
  cn,
  EmptyState,
  Field,
  formatDate,
  Input,
  Label,
  LoadError,
  Modal,
  Pagination,
  Skeleton,
  toast,
} from '@ekran/ui';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';
import { firstLoadFailed } from '../../lib/query-state';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LIBRARY_PAGE_SIZE, libraryParams, togglePick } from './library-selection';
import { formatDuration, videoErrorText } from './video-rules';

type Props = {
  campaignId: string;
  inCampaign: readonly number[];
  disabled: boolean;
  onAdded: () => Promise<unknown>;
};

/**
 * The user's whole library (GET /v2/video/list/), paged and searched on the server. Videos already in
 * the campaign are shown ticked and locked, so the list reads the same as the library elsewhere;
 * ticks on other pages are kept while paging or searching.
 */
export function LibraryPicker({ campaignId, inCampaign, disabled, onAdded }: Props) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const library = useQuery({
    ...videoQueries.list(api, libraryParams(page, query)),
    enabled: open,
  });
  const add = useMutation(campaignMutations.uploadVideo(api));
  const reset = () => {
    setPicked([]);
    setPage(1);
    setSearch('');
  };

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
        <LibraryList
          library={library}
          query={query}
          inCampaign={inCampaign}
          picked={picked}
          onPick={(id, checked) => setPicked((list) => togglePick(list, id, checked))}
          page={page}
          onPageChange={setPage}
        />
        {picked.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Отмечено роликов: {picked.length}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

type ListProps = {
  library: UseQueryResult<Paginated<Video>>;
  /** The search the shown page answers, for the «nothing found» text. */
  query: string;
  inCampaign: readonly number[];
  picked: readonly number[];
  onPick: (id: number, checked: boolean | 'indeterminate') => void;
  page: number;
  onPageChange: (page: number) => void;
};

/** The picker's body: loading, a failed first load, an empty library or search, or the page. */
function LibraryList({
  library,
  query,
  inCampaign,
  picked,
  onPick,
  page,
  onPageChange,
}: ListProps) {
  const listId = useId();
  if (library.isPending) {
    return (
      <div role="status" aria-label="Загрузка библиотеки" className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (firstLoadFailed(library)) {
    return (
      <LoadError
        layout="alert"
        title="Не удалось загрузить библиотеку"
        details={videoErrorText(library.error)}
        onRetry={() => void library.refetch()}
      />
    );
  }
  if (library.data.count === 0) {
    return query ? (
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
  }
  const already = new Set(inCampaign);
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label="Библиотека роликов"
        aria-busy={library.isPlaceholderData}
        data-refreshing={library.isPlaceholderData || undefined}
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
                onCheckedChange={(checked) => onPick(video.id, checked)}
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
      <OmittedRowsNote count={library.data.omitted} />
      {library.data.count > LIBRARY_PAGE_SIZE ? (
        <Pagination
          aria-label="Страницы библиотеки"
          page={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={library.data.count}
          onPageChange={onPageChange}
          disabled={library.isFetching}
          showSummary
        />
      ) : null}
    </div>
  );
}

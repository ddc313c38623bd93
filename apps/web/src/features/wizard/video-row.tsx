import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileVideo, RefreshCw, Trash2 } from 'lucide-react';
import { campaignMutations, type Video } from '@ekran/api';
import { Button, ConfirmModal, formatDate, ProgressBar, toast } from '@ekran/ui';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import type { TrackTransfer } from './use-transfers';
import { checkVideo, formatDuration, VIDEO_ACCEPT, videoErrorText } from './video-rules';

type Props = {
  /** Counts the replacement as a transfer in flight (leaving asks meanwhile). */
  track: TrackTransfer;
  video: Video;
  campaignId: string;
  disabled: boolean;
  onChanged: () => Promise<unknown>;
};

/** One video of the campaign: its moderation state, replacing its file and removing it. */
export function VideoRow({ video, campaignId, disabled, onChanged, track }: Props) {
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
      setProblem(`Не удалось заменить ролик: ${videoErrorText(error)}`);
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

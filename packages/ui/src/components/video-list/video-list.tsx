import type { ReactNode } from 'react';
import { Film } from 'lucide-react';
import { cn } from '../../lib/cn';
import { showsError } from '../../lib/error-node';
import { EmptyState } from '../empty-state';
import { LoadError } from '../error-boundary/load-error';
import { Skeleton } from '../skeleton';
import { StatusBadge } from '../status-badge';

/** A video as the campaign calls return it (spec §3 video moderation status). */
export type VideoListItem = {
  id: number;
  name: string;
  preview: string | null;
  /** Seconds; null when the server did not say (no duration is shown). */
  duration: number | null;
  /** Null when the value is one the app does not know («Неизвестно», neutral). */
  moderation_status: number | null;
  /** Why moderation declined it. */
  decline_reason?: string | null;
};

export type VideoListProps = {
  videos: VideoListItem[];
  /** The Russian word of a moderation status (the app passes `@ekran/api`'s label). */
  statusLabel: (status: number | null) => string;
  loading?: boolean;
  /** Shows the error state; a node adds details. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Replaces the default empty state. */
  empty?: ReactNode;
  /** Extra content per video, e.g. actions. */
  renderActions?: (video: VideoListItem) => ReactNode;
  className?: string;
};

/** `m:ss` for a duration in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A campaign's videos with preview, duration, moderation status and the decline reason. */
export function VideoList({
  videos,
  statusLabel,
  loading = false,
  error,
  onRetry,
  empty,
  renderActions,
  className,
}: VideoListProps) {
  if (showsError(error)) {
    return (
      <LoadError
        title="Не удалось загрузить ролики"
        details={error}
        onRetry={onRetry}
        className="py-10"
      />
    );
  }
  if (loading) {
    return (
      <div
        data-slot="video-list-loading"
        aria-busy="true"
        className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
      >
        <span className="sr-only">Загрузка…</span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  if (videos.length === 0) {
    return <>{empty ?? <EmptyState icon={<Film />} title="Роликов нет" headingLevel="p" />}</>;
  }
  return (
    <ul
      data-slot="video-list"
      aria-label="Ролики"
      className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {videos.map((video) => (
        <li
          key={video.id}
          data-slot="video-list-item"
          className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
        >
          <div data-slot="video-list-preview" className="relative aspect-video bg-muted">
            {video.preview ? (
              <img src={video.preview} alt="" className="size-full object-cover" />
            ) : (
              <Film aria-hidden className="absolute inset-0 m-auto size-8 text-muted-foreground" />
            )}
            {video.duration === null ? null : (
              <span
                data-slot="video-list-duration"
                className="absolute right-2 bottom-2 rounded bg-background px-1.5 py-0.5 text-xs text-foreground tabular-nums"
              >
                <span className="sr-only">Длительность </span>
                {formatDuration(video.duration)}
              </span>
            )}
          </div>
          <div data-slot="video-list-body" className="flex flex-1 flex-col gap-2 p-4">
            <p data-slot="video-list-name" className="font-medium break-words">
              {video.name}
            </p>
            <StatusBadge
              data-slot="video-list-status"
              kind="videoModerationStatus"
              value={video.moderation_status}
              label={statusLabel(video.moderation_status)}
            />
            {video.decline_reason ? (
              <p data-slot="video-list-decline-reason" className="text-sm text-destructive">
                Причина: {video.decline_reason}
              </p>
            ) : null}
            {renderActions ? (
              <div data-slot="video-list-actions" className="mt-auto pt-2">
                {renderActions(video)}
              </div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

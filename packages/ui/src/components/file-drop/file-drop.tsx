import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { CircleCheck, FileVideo, RotateCw, Upload, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatPercent } from '../../format/number';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { ProgressBar } from '../progress-bar';
import { formatFileSize, validateFile } from './validate-file';

export type FileUploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export type FileDropItem = {
  id: string;
  file: File;
  status: FileUploadStatus;
  /** 0 to 1. */
  progress: number;
  /** Russian reason of a refusal or a failed upload. */
  error?: string;
  /** Refused before upload (format, size): it cannot be retried, only removed. */
  rejected?: boolean;
};

export type FileUploadContext = {
  /** Report progress as a fraction from 0 to 1 (ky's `onUploadProgress` gives `percent`). */
  onProgress: (fraction: number) => void;
  /** Aborted when the user cancels or removes the file; pass it to the request. */
  signal: AbortSignal;
};

export type FileDropProps = {
  /** Uploads one file; the component knows nothing of the API. Reject to mark it failed. */
  onUpload: (file: File, context: FileUploadContext) => Promise<unknown>;
  /** Called after a file has uploaded, with what `onUpload` resolved to. */
  onUploaded?: (file: File, result: unknown) => void;
  /** Extensions and MIME types, as in the input's accept attribute: ['.mp4', 'video/*']. */
  accept?: string[];
  /** Largest allowed size in bytes. */
  maxSize?: number;
  multiple?: boolean;
  /** How many files upload at once; the rest wait in the queue. */
  concurrency?: number;
  /** Turns a failed upload's error into Russian text for the user. */
  getErrorMessage?: (error: unknown) => string;
  /** Main text of the drop area. */
  label?: ReactNode;
  /** Small text under it; by default the allowed formats and size. */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
};

const statusText: Record<FileUploadStatus, string> = {
  queued: 'В очереди',
  uploading: 'Загрузка…',
  done: 'Загружено',
  error: 'Ошибка',
};

const defaultErrorMessage = () => 'Не удалось загрузить файл';

/** Drag-and-drop or picked files, checked and uploaded one by one with per-file progress. */
export function FileDrop({
  onUpload,
  onUploaded,
  accept,
  maxSize,
  multiple = true,
  concurrency = 2,
  getErrorMessage = defaultErrorMessage,
  label = 'Перетащите файлы сюда',
  hint,
  disabled = false,
  className,
}: FileDropProps) {
  const [items, setItems] = useState<FileDropItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // The upload queue lives in refs: it is driven by promises settling, not by renders.
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const active = useRef(0);
  const nextId = useRef(0);

  // Leaving the screen cancels uploads in flight rather than letting them finish unseen.
  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  const update = (id: string, patch: Partial<FileDropItem>) =>
    setItems((previous) => previous.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const pump = () => {
    while (active.current < concurrency && queue.current.length > 0) {
      const id = queue.current.shift() as string;
      const file = files.current.get(id);
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      active.current += 1;
      update(id, { status: 'uploading', progress: 0, error: undefined });
      const onProgress = (fraction: number) => {
        if (!controller.signal.aborted) {
          update(id, { progress: Math.min(1, Math.max(0, fraction)) });
        }
      };
      // Through a promise chain so a callback that throws synchronously still marks the file failed.
      Promise.resolve()
        .then(() => onUpload(file, { onProgress, signal: controller.signal }))
        .then((result) => {
          if (controller.signal.aborted) return;
          update(id, { status: 'done', progress: 1 });
          onUploaded?.(file, result);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(id, { status: 'error', error: getErrorMessage(error) });
        })
        .finally(() => {
          active.current -= 1;
          controllers.current.delete(id);
          pump();
        });
    }
  };

  const addFiles = (list: FileList | File[]) => {
    const picked = Array.from(list).slice(0, multiple ? undefined : 1);
    if (picked.length === 0) return;
    if (!multiple) {
      // A single-file drop replaces the previous file, including one still uploading.
      controllers.current.forEach((controller) => controller.abort());
      queue.current = [];
      files.current.clear();
    }
    const added: FileDropItem[] = picked.map((file) => {
      nextId.current += 1;
      const id = `file-${nextId.current}`;
      const reason = validateFile(file, { accept, maxSize });
      if (reason) return { id, file, status: 'error', progress: 0, error: reason, rejected: true };
      files.current.set(id, file);
      queue.current.push(id);
      return { id, file, status: 'queued', progress: 0 };
    });
    setItems((previous) => (multiple ? [...previous, ...added] : added));
    pump();
  };

  const remove = (id: string) => {
    controllers.current.get(id)?.abort();
    queue.current = queue.current.filter((queued) => queued !== id);
    files.current.delete(id);
    setItems((previous) => previous.filter((item) => item.id !== id));
  };

  const retry = (id: string) => {
    if (!files.current.has(id)) return;
    update(id, { status: 'queued', progress: 0, error: undefined });
    queue.current.push(id);
    pump();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) addFiles(event.dataTransfer.files);
  };

  const rules = [
    accept?.length ? `Форматы: ${accept.join(', ')}` : null,
    maxSize !== undefined ? `до ${formatFileSize(maxSize)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div data-slot="file-drop" className={cn('flex flex-col gap-3', className)}>
      <div
        data-slot="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-background px-4 py-8 text-center transition-colors duration-fast',
          dragging && 'border-primary bg-accent',
          disabled && 'cursor-not-allowed bg-muted',
        )}
      >
        <Upload data-slot="file-drop-icon" aria-hidden className="size-8 text-muted-foreground" />
        <p data-slot="file-drop-label" className="text-sm font-medium">
          {label}
        </p>
        <Button
          data-slot="file-drop-button"
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {multiple ? 'Выбрать файлы' : 'Выбрать файл'}
        </Button>
        <p id={hintId} data-slot="file-drop-hint" className="text-xs text-muted-foreground">
          {hint ?? rules}
        </p>
        {/* The button above is the control; the input only opens the system dialog. */}
        <input
          ref={inputRef}
          data-slot="file-drop-input"
          type="file"
          aria-hidden
          tabIndex={-1}
          className="sr-only"
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            // Let the same file be picked again after a removal.
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 ? (
        <ul data-slot="file-drop-list" aria-label="Файлы" className="flex flex-col gap-2">
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              onRemove={() => remove(item.id)}
              onRetry={() => retry(item.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileRow({
  item,
  onRemove,
  onRetry,
}: {
  item: FileDropItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { file, status } = item;
  const busy = status === 'uploading' || status === 'queued';
  return (
    <li
      data-slot="file-drop-item"
      data-status={status}
      className={cn(
        'flex items-start gap-3 rounded-lg border bg-card p-3 text-card-foreground',
        status === 'error' && 'border-destructive/50',
      )}
    >
      {status === 'done' ? (
        <CircleCheck
          data-slot="file-drop-item-icon"
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-success"
        />
      ) : (
        <FileVideo
          data-slot="file-drop-item-icon"
          aria-hidden
          className="mt-0.5 size-5 shrink-0 text-muted-foreground"
        />
      )}
      <div data-slot="file-drop-item-body" className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span data-slot="file-drop-item-name" className="min-w-0 truncate font-medium">
            {file.name}
          </span>
          <span
            data-slot="file-drop-item-size"
            className="shrink-0 text-xs text-muted-foreground tabular-nums"
          >
            {formatFileSize(file.size)}
          </span>
        </div>
        {status === 'error' ? (
          <p data-slot="file-drop-item-error" className="text-xs text-destructive">
            {item.error}
          </p>
        ) : (
          <>
            <ProgressBar
              label={`${file.name}: ${statusText[status]}`}
              hideLabel
              showValue={false}
              size="sm"
              tone={status === 'done' ? 'success' : 'primary'}
              value={status === 'queued' ? 0 : item.progress * 100}
            />
            <p
              data-slot="file-drop-item-status"
              className="text-xs text-muted-foreground tabular-nums"
            >
              {statusText[status]}
              {status === 'uploading'
                ? ` ${formatPercent(Math.round(item.progress * 100), { fractionDigits: 0 })}`
                : null}
            </p>
          </>
        )}
      </div>
      <div data-slot="file-drop-item-actions" className="flex shrink-0 gap-1">
        {status === 'error' && !item.rejected ? (
          <IconButton aria-label={`Повторить загрузку ${file.name}`} size="sm" onClick={onRetry}>
            <RotateCw aria-hidden />
          </IconButton>
        ) : null}
        <IconButton
          aria-label={busy ? `Отменить загрузку ${file.name}` : `Убрать ${file.name}`}
          size="sm"
          onClick={onRemove}
        >
          <X aria-hidden />
        </IconButton>
      </div>
    </li>
  );
}

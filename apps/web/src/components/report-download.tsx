import { useState } from 'react';
import type { DownloadedFile, TransferProgress } from '@ekran/api';
import { ProgressBar, toast } from '@ekran/ui';
import { saveFile } from '../lib/save-file';

/** A report's file name for when the server gives none (the shared view names it by the link's id). */
export const reportFilename = (kind: 'report' | 'adv-report', id: number | string) =>
  kind === 'report' ? `otchet-kampanii-${id}.csv` : `otchet-reklamodatelya-${id}.csv`;

/**
 * A report downloaded as a file with its progress, as the campaign page and the shared view offer
 * it: `start()` before the call (it clears the last download's figure and returns the call's
 * `onProgress`), `save()` with the answer, and `<ReportProgress>` while the call runs.
 */
export function useReportDownload() {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  return {
    progress,
    start: () => {
      setProgress(null);
      return setProgress;
    },
    save: (file: DownloadedFile, fallbackName: string) => {
      saveFile(file.blob, file.filename ?? fallbackName);
      toast.success('Отчёт скачан');
    },
  };
}

/** The bar beside the report buttons; a server that does not send the size gets a bar without a figure. */
export function ReportProgress({ progress }: { progress: TransferProgress | null }) {
  const percent = progress && progress.totalBytes > 0 ? Math.round(progress.percent * 100) : null;
  return (
    <ProgressBar
      label="Скачивание отчёта"
      value={percent}
      showValue={percent !== null}
      size="sm"
      className="w-48"
    />
  );
}

import { ProgressBar } from '../progress-bar';

/** The thin bar over the rows while a refetch runs; the rows stay readable under it. */
export function UpdatingBar({ className }: { className: string }) {
  return (
    <ProgressBar
      label="Обновление данных"
      hideLabel
      showValue={false}
      size="sm"
      className={className}
    />
  );
}

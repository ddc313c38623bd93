import { Button } from '../../button';

/** Over the map when players failed to load; the map keeps what it already shows. */
export function LoadErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-slot="map-picker-load-error"
      className="absolute inset-x-2 top-2 z-[700] flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-card px-3 py-2 text-sm shadow-md"
    >
      <span className="flex-1">
        Не удалось загрузить экраны. Проверьте подключение и повторите.
      </span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}

/** At the foot of the map when the filters leave nothing in view. */
export function EmptyNotice() {
  return (
    <div
      data-slot="map-picker-empty"
      className="pointer-events-none absolute inset-x-0 bottom-4 z-[600] flex justify-center"
    >
      <p className="pointer-events-auto rounded-md bg-card px-3 py-2 text-sm shadow-md">
        Здесь нет экранов по выбранным фильтрам. Отдалите карту или измените фильтры.
      </p>
    </div>
  );
}

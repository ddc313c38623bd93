import { LoadError } from '../../error-boundary/load-error';

/** Over the map when players failed to load; the map keeps what it already shows. */
export function LoadErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadError
      layout="inline"
      data-slot="map-picker-load-error"
      title="Не удалось загрузить экраны."
      details="Проверьте подключение и повторите."
      onRetry={onRetry}
      className="absolute inset-x-2 top-2 z-[700] rounded-md border border-destructive/40 bg-card px-3 py-2 shadow-md"
    />
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

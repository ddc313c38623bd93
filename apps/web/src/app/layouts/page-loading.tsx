/**
 * Shown while the first screen of a visit (its frame and its code) loads. The spinner is ui's
 * Spinner drawn with plain classes: this sits in the entry chunk, which stays free of
 * tailwind-merge (see route-error.tsx).
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background p-6 text-muted-foreground">
      <span
        role="status"
        aria-label="Загрузка страницы"
        className="inline-block size-6 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
      />
    </div>
  );
}

import { Skeleton } from '@ekran/ui';

/**
 * A campaign's page while its campaign loads, in the owner's view and the shared one: its title,
 * what stands under it (the owner's status line, or the shared view's figures) and the block below.
 */
export function CampaignLoading({ under }: { under: 'status' | 'figures' }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Загрузка кампании…</span>
      <Skeleton className="h-8 w-72" />
      <Skeleton className={under === 'status' ? 'h-6 w-48' : 'h-24 w-full'} />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

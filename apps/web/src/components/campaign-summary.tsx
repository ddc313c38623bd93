import type { ReactNode } from 'react';
import type { Campaign } from '@ekran/api';
import { formatMoney, formatNumber, Stat } from '@ekran/ui';
import { remainingBudget } from '../lib/known-figures';

/**
 * A campaign's name as the page's heading, with what describes it underneath (badges, number,
 * dates) and its actions beside it; the campaign page and the shared view draw it the same way.
 */
export function CampaignTitle({
  name,
  meta,
  actions,
}: {
  name: string;
  meta: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words">{name}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {meta}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </div>
  );
}

/**
 * A campaign's money and reach: budget, spent, (for the owner) what is left, and impressions.
 */
export function CampaignFigures({
  campaign,
  remaining = false,
}: {
  campaign: Pick<Campaign, 'budget' | 'spent' | 'impressions'>;
  /** The owner's page also shows what is left of the budget. */
  remaining?: boolean;
}) {
  return (
    <div className={`grid gap-4 ${remaining ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-3'}`}>
      <Stat label="Бюджет" value={formatMoney(campaign.budget)} />
      <Stat label="Потрачено" value={formatMoney(campaign.spent)} />
      {remaining ? (
        <Stat
          label="Остаток бюджета"
          value={formatMoney(remainingBudget(campaign.budget, campaign.spent))}
        />
      ) : null}
      <Stat label="Показы" value={formatNumber(campaign.impressions)} />
    </div>
  );
}

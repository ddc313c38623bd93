import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { campaignMutations, type Campaign, type CampaignAction } from '@ekran/api';
import { ConfirmModal, toast } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { campaignActionTexts } from './campaign-actions';

/** A status action, or deleting the campaign. */
export type ConfirmKind = CampaignAction | 'delete';

type Pending = { campaign: Pick<Campaign, 'id' | 'name'>; kind: ConfirmKind };

/**
 * One confirmation dialog for the status actions and delete, shared by the list and the campaign
 * view. The dialog stays open with a pending OK button while the call runs; a refusal (the
 * server's 400 is toasted by the api client) keeps it open so the user can read and cancel.
 */
export function useCampaignConfirm({ onDeleted }: { onDeleted?: () => void } = {}) {
  const api = useApi();
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const action = useMutation(campaignMutations.action(api));
  const remove = useMutation(campaignMutations.remove(api));

  const ask = (campaign: Pick<Campaign, 'id' | 'name'>, kind: ConfirmKind) => {
    setPending({ campaign, kind });
    setOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    const { campaign, kind } = pending;
    if (kind === 'delete') {
      await remove.mutateAsync(campaign.id);
      toast.success(`Кампания «${campaign.name}» удалена`);
      onDeleted?.();
    } else {
      await action.mutateAsync({ id: campaign.id, action: kind });
      toast.success(campaignActionTexts[kind].done);
    }
  };

  const texts =
    pending?.kind === 'delete'
      ? {
          title: 'Удалить кампанию?',
          description: `Кампания «${pending.campaign.name}» будет удалена безвозвратно, неизрасходованный бюджет вернётся на баланс.`,
          confirm: 'Удалить',
        }
      : pending
        ? {
            title: campaignActionTexts[pending.kind].title,
            description: `«${pending.campaign.name}». ${campaignActionTexts[pending.kind].description}`,
            confirm: campaignActionTexts[pending.kind].label,
          }
        : null;

  const dialog = texts ? (
    <ConfirmModal
      open={open}
      onOpenChange={setOpen}
      title={texts.title}
      description={texts.description}
      confirmText={texts.confirm}
      cancelText="Отмена"
      variant={pending?.kind === 'delete' || pending?.kind === 'finish' ? 'destructive' : 'default'}
      onConfirm={confirm}
    />
  ) : null;

  return { ask, dialog, isPending: action.isPending || remove.isPending };
}

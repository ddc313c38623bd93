import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Copy, Pencil, Share2, Trash2, Wallet } from 'lucide-react';
import {
  allowedCampaignActions,
  campaignMutations,
  canChangeCampaignMoney,
  canDeleteCampaign,
  canEditCampaign,
  ModerationStatus,
  type Campaign,
} from '@ekran/api';
import { Alert, Button, toast } from '@ekran/ui';
import { CampaignTitle } from '../../components/campaign-summary';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { AddBudgetModal } from './add-budget-modal';
import { campaignActionTexts } from './campaign-actions';
import { ExportButtons } from './export-buttons';
import { ShareLinkModal } from './share-link-modal';
import { useCampaignConfirm } from './use-campaign-confirm';

type Props = {
  campaign: Campaign;
  isAgency: boolean;
};

/** Name, badges and every action the campaign's status allows. */
export function CampaignHeader({ campaign, isAgency }: Props) {
  const api = useApi();
  const navigate = useNavigate();
  const [budgetOpen, setBudgetOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const confirm = useCampaignConfirm({ onDeleted: () => void navigate('/campaigns') });
  const duplicate = useMutation(campaignMutations.duplicate(api));
  const actions = allowedCampaignActions(campaign);
  const declined =
    campaign.moderation_status === ModerationStatus.DECLINED ||
    campaign.moderation_status === ModerationStatus.PARTIALLY_DECLINED;

  // Any 2xx is a copy made. An answer that names the copy opens it; one that does not sends the
  // user to the list, where the copy appears (the lists refetch after the call).
  const onDuplicate = () =>
    duplicate.mutate(campaign.id, {
      onSuccess: (copy) => {
        toast.success(`Создана копия кампании «${campaign.name}»`);
        void navigate(copy ? `/campaigns/${copy.id}` : '/campaigns');
      },
    });

  return (
    <header className="flex flex-col gap-4">
      <nav aria-label="Навигация">
        <Link to="/campaigns" className="text-sm text-muted-foreground hover:text-foreground">
          ← Все кампании
        </Link>
      </nav>
      <CampaignTitle
        name={campaign.name}
        meta={
          <>
            <StatusBadge kind="campaignStatus" value={campaign.status} />
            <StatusBadge kind="campaignModerationStatus" value={campaign.moderation_status} />
            <span>№ {campaign.id}</span>
          </>
        }
        actions={actions.map((action) => (
          <Button
            key={action}
            variant={action === 'finish' ? 'outline' : 'primary'}
            disabled={confirm.isPending}
            onClick={() => confirm.ask(campaign, action)}
          >
            {campaignActionTexts[action].label}
          </Button>
        ))}
      />
      {declined && campaign.moderation_comment ? (
        <Alert variant="warning" title="Модерация отклонила кампанию">
          {campaign.moderation_comment}
        </Alert>
      ) : null}
      <div
        role="toolbar"
        aria-label="Действия с кампанией"
        className="flex flex-wrap items-center gap-2"
      >
        {canEditCampaign(campaign) ? (
          <Button variant="outline" asChild>
            <Link to={`/create-company/${campaign.id}`}>
              <Pencil aria-hidden />
              Редактировать
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" loading={duplicate.isPending} onClick={onDuplicate}>
          <Copy aria-hidden />
          Дублировать
        </Button>
        {canChangeCampaignMoney(campaign) ? (
          <Button variant="outline" onClick={() => setBudgetOpen(true)}>
            <Wallet aria-hidden />
            Пополнить бюджет
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setShareOpen(true)}>
          <Share2 aria-hidden />
          Поделиться
        </Button>
        <ExportButtons campaign={campaign} isAgency={isAgency} />
        {canDeleteCampaign(campaign) ? (
          <Button variant="ghost" onClick={() => confirm.ask(campaign, 'delete')}>
            <Trash2 aria-hidden />
            Удалить
          </Button>
        ) : null}
      </div>
      <AddBudgetModal campaign={campaign} open={budgetOpen} onOpenChange={setBudgetOpen} />
      <ShareLinkModal
        campaignId={campaign.id}
        token={campaign.api_token}
        open={shareOpen}
        onOpenChange={setShareOpen}
      />
      {confirm.dialog}
    </header>
  );
}

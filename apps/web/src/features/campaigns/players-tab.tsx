import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCcw, Settings2 } from 'lucide-react';
import {
  campaignMutations,
  campaignQueries,
  canChangeCampaignMoney,
  type Campaign,
  type CampaignPlayer,
  playerTypeLabel,
} from '@ekran/api';
import {
  ConfirmModal,
  DataTable,
  Field,
  formatMoney,
  formatNumber,
  IconButton,
  Modal,
  NumberInput,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  toast,
  type ColumnDef,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { tableQueryProps } from '../../lib/query-state';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';

const ANY_VIDEO = 'any';

/** The campaign's players, paged, with per-player limit, video and the daily limit reset. */
export function PlayersTab({ campaign }: { campaign: Campaign }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const players = useQuery(campaignQueries.players(api, campaign.id, { page, pageSize }));
  const videos = useQuery(campaignQueries.videos(api, campaign.id));
  const [editing, setEditing] = useState<CampaignPlayer | null>(null);
  const [resetting, setResetting] = useState<CampaignPlayer | null>(null);
  const resetLimit = useMutation(campaignMutations.resetDailyLimit(api));
  const editable = canChangeCampaignMoney(campaign);
  const videoName = (id: number | null) =>
    id === null
      ? 'Все ролики кампании'
      : (videos.data?.results.find((video) => video.id === id)?.name ?? `Ролик ${id}`);

  const columns: ColumnDef<CampaignPlayer, unknown>[] = [
    {
      id: 'name',
      header: 'Экран',
      meta: { mobile: 'title' },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <span className="text-xs text-muted-foreground">
            {row.original.city_name}, {row.original.address}
          </span>
        </div>
      ),
    },
    {
      id: 'type',
      header: 'Тип',
      meta: { mobile: 'badge' },
      cell: ({ row }) => playerTypeLabel(row.original.type_name),
    },
    {
      id: 'limit',
      header: 'Дневной лимит',
      meta: { mobile: 'figure' },
      cell: ({ row }) =>
        row.original.daily_limit === null
          ? 'Без лимита'
          : `${formatNumber(row.original.daily_limit)} показов`,
    },
    { id: 'video', header: 'Ролик', cell: ({ row }) => videoName(row.original.video_id) },
    {
      id: 'impressions',
      header: 'Показы',
      meta: { mobile: 'figure' },
      cell: ({ row }) => (
        <span className="tabular-nums">{formatNumber(row.original.impressions)}</span>
      ),
    },
    {
      id: 'spent',
      header: 'Расход',
      meta: { mobile: 'figure' },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.spent)}</span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Экраны кампании"
        columns={columns}
        data={players.data?.results ?? []}
        getRowId={(row) => String(row.id)}
        {...tableQueryProps(players)}
        rowActions={
          editable
            ? (player) => (
                <div className="flex justify-end gap-1">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Настройки экрана ${player.name}`}
                    onClick={() => setEditing(player)}
                  >
                    <Settings2 aria-hidden />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={`Сбросить дневной лимит: ${player.name}`}
                    disabled={player.daily_limit === null}
                    onClick={() => setResetting(player)}
                  >
                    <RotateCcw aria-hidden />
                  </IconButton>
                </div>
              )
            : undefined
        }
        pagination={{
          page,
          pageSize,
          total: players.data?.count ?? 0,
          pageSizeOptions: [10, 20, 50],
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <OmittedRowsNote count={players.data?.omitted} className="mt-2" />
      {editing ? (
        <PlayerSettingsModal
          key={editing.id}
          campaignId={campaign.id}
          player={editing}
          videos={videos.data?.results ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        open={resetting !== null}
        onOpenChange={(open) => {
          if (!open) setResetting(null);
        }}
        title="Сбросить дневной лимит?"
        description={
          resetting
            ? `Экран «${resetting.name}» снова будет показывать без ограничения за день.`
            : undefined
        }
        confirmText="Сбросить"
        cancelText="Отмена"
        onConfirm={async () => {
          if (!resetting) return;
          await resetLimit.mutateAsync({ id: campaign.id, body: { player_ids: [resetting.id] } });
          toast.success('Дневной лимит сброшен');
        }}
      />
    </>
  );
}

type SettingsProps = {
  campaignId: number;
  player: CampaignPlayer;
  videos: { id: number; name: string }[];
  onClose: () => void;
};

function PlayerSettingsModal({ campaignId, player, videos, onClose }: SettingsProps) {
  const api = useApi();
  const [limit, setLimit] = useState<number | null>(player.daily_limit);
  const [active, setActive] = useState(player.is_active);
  const [video, setVideo] = useState(
    player.video_id === null ? ANY_VIDEO : String(player.video_id),
  );
  const settings = useMutation(campaignMutations.editPlayerSettings(api));
  const playerVideo = useMutation(campaignMutations.uploadPlayerVideo(api));
  const saving = settings.isPending || playerVideo.isPending;

  const save = async () => {
    const videoId = video === ANY_VIDEO ? null : Number(video);
    // Only what the user changed goes: a setting the server did not send reads as its default
    // here, and sending that default back would change the screen without anyone asking.
    await settings.mutateAsync({
      id: campaignId,
      body: [
        {
          player_id: player.id,
          ...(limit !== player.daily_limit ? { daily_limit: limit } : {}),
          ...(active !== player.is_active ? { is_active: active } : {}),
          ...(videoId === null && player.video_id !== null ? { video_id: null } : {}),
        },
      ],
    });
    if (videoId !== null && videoId !== player.video_id) {
      await playerVideo.mutateAsync({
        id: campaignId,
        body: { player_id: player.id, video_id: videoId },
      });
    }
    toast.success('Настройки экрана сохранены');
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Настройки экрана"
      description={`${player.name}, ${player.address}`}
      onSave={() => void save().catch(() => undefined)}
      saving={saving}
    >
      <div className="flex flex-col gap-4">
        <Field label="Дневной лимит показов" hint="Пусто — без ограничения.">
          <NumberInput
            value={limit}
            onValueChange={setLimit}
            min={0}
            fractionDigits={0}
            suffix={null}
          />
        </Field>
        <Field label="Ролик на этом экране">
          <Select value={video} onValueChange={setVideo}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY_VIDEO}>Все ролики кампании</SelectItem>
              {videos.map((item) => (
                <SelectItem key={item.id} value={String(item.id)}>
                  {item.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field label="Показывать на этом экране" orientation="horizontal">
          <Switch checked={active} onCheckedChange={setActive} />
        </Field>
      </div>
    </Modal>
  );
}

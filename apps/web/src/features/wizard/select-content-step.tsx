import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys, campaignQueries, type CampaignPlayer } from '@ekran/api';
import { Button, EmptyState, LoadError, Skeleton, toast } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { errorText } from '../../lib/error-text';
import { OmittedRowsNote } from '../../lib/omitted-rows-note';
import { firstLoadFailed } from '../../lib/query-state';
import { AssignmentsTable } from './assignments-table';
import {
  assignVideo,
  changedPlayers,
  saveRequests,
  savedDrafts,
  type Drafts,
  type Setting,
} from './assignment-rules';
import { BulkAssign } from './bulk-assign';
import { LeaveGuard } from './leave-guard';
import { useWizard } from './wizard-context';
import { stepHref } from './wizard-rules';

/** Step 3: which video plays on which player, with per-player settings and bulk assignment. */
export function SelectContentStep() {
  const api = useApi();
  const { id } = useWizard();
  // One call gives the campaign's players whole (address, city, publisher), page after page.
  const players = useQuery({
    ...campaignQueries.allPlayers(api, id ?? ''),
    enabled: id !== null,
  });

  if (players.isPending) {
    return (
      <div role="status" aria-label="Загрузка экранов кампании" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (firstLoadFailed(players)) {
    return (
      <LoadError
        layout="alert"
        title="Не удалось загрузить экраны кампании"
        details="Проверьте подключение и повторите."
        onRetry={() => void players.refetch()}
      />
    );
  }
  return (
    <>
      <Assignments players={players.data.results} />
      <OmittedRowsNote count={players.data.omitted} />
    </>
  );
}

function Assignments({ players }: { players: CampaignPlayer[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, campaign, videos, locked } = useWizard();
  const campaignId = id ?? '';
  const saved = useMemo(
    () => savedDrafts(players, campaign?.player_settings ?? []),
    [players, campaign],
  );
  const [drafts, setDrafts] = useState<Drafts>(saved);
  const [saveError, setSaveError] = useState<string | null>(null);
  const leaving = useRef(false);

  const changed = changedPlayers(players, drafts, saved);
  const dirty = changed.length > 0;

  const save = useMutation({
    mutationFn: async () => {
      const { assignments, settings } = saveRequests(changed, drafts, saved);
      if (assignments.length > 0)
        await api.campaigns.uploadPlayerVideo(campaignId, assignments, { silent: true });
      if (settings.length > 0)
        await api.campaigns.editPlayerSettings(campaignId, settings, { silent: true });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
    },
  });

  const submit = async (next: boolean) => {
    setSaveError(null);
    try {
      if (dirty) {
        await save.mutateAsync();
        toast.success('Назначения сохранены');
      }
      if (next) {
        leaving.current = true;
        void navigate(stepHref(3, id));
        setTimeout(() => {
          leaving.current = false;
        }, 0);
      }
    } catch (error) {
      setSaveError(errorText(error));
    }
  };

  if (players.length === 0) {
    return (
      <EmptyState
        title="В кампании нет экранов"
        text="Выберите экраны на первом шаге."
        action={
          <Button asChild>
            <Link to={stepHref(0, id)}>К параметрам</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard when={dirty && !save.isPending} bypass={leaving} />
      <BulkAssign
        players={players}
        videos={videos}
        disabled={locked}
        onAssign={(targets, videoId) => setDrafts((all) => assignVideo(all, targets, videoId))}
      />
      <AssignmentsTable
        players={players}
        videos={videos}
        drafts={drafts}
        saved={saved}
        locked={locked}
        onChange={(playerId, patch: Partial<Setting>) =>
          setDrafts((all) => ({ ...all, [playerId]: { ...(all[playerId] as Setting), ...patch } }))
        }
      />

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-t-lg border bg-card p-3 shadow-md sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm" aria-live="polite">
          {saveError ? (
            <p role="alert" className="font-medium text-destructive">
              Не удалось сохранить: {saveError} Назначения остались на экране.
            </p>
          ) : dirty ? (
            <p className="text-muted-foreground">Изменено экранов: {changed.length}.</p>
          ) : (
            <p className="text-muted-foreground">Все назначения сохранены.</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to={stepHref(1, id)}>Назад к контенту</Link>
          </Button>
          <Button
            variant="outline"
            disabled={!dirty || locked}
            loading={save.isPending}
            onClick={() => void submit(false)}
          >
            Сохранить
          </Button>
          <Button
            loading={save.isPending}
            onClick={() => void submit(true)}
            disabled={locked && dirty}
          >
            {dirty ? 'Сохранить и продолжить' : 'Далее: проверка'}
          </Button>
        </div>
      </div>
    </div>
  );
}

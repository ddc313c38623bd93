import { useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignKeys,
  campaignQueries,
  describeError,
  type CampaignPlayer,
  type PlayerSetting,
  type UploadPlayerVideoRequest,
  type Video,
  playerTypeLabel,
} from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  EmptyState,
  Field,
  inputVariants,
  NumberInput,
  Pagination,
  Skeleton,
  Switch,
  toast,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { LeaveGuard } from './leave-guard';
import { useWizard } from './wizard-context';
import { stepHref } from './wizard-rules';

type Setting = { video_id: number | null; daily_limit: number | null; is_active: boolean };
type Drafts = Record<number, Setting>;

const PAGE_SIZE = 20;
const ALL_VIDEOS = 'all';

const settingOf = (settings: readonly PlayerSetting[], playerId: number): Setting => {
  const found = settings.find((item) => Number(item.player_id) === playerId);
  return {
    video_id: found?.video_id ?? null,
    daily_limit: found?.daily_limit ?? null,
    is_active: found?.is_active ?? true,
  };
};

const sameSetting = (a: Setting, b: Setting) =>
  a.video_id === b.video_id && a.daily_limit === b.daily_limit && a.is_active === b.is_active;

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
  if (players.isError) {
    return (
      <Alert
        variant="error"
        title="Не удалось загрузить экраны кампании"
        action={
          <Button variant="outline" size="sm" onClick={() => void players.refetch()}>
            Повторить
          </Button>
        }
      >
        Проверьте подключение и повторите.
      </Alert>
    );
  }
  return <Assignments players={players.data} />;
}

function Assignments({ players }: { players: CampaignPlayer[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, campaign, videos, locked } = useWizard();
  const campaignId = id ?? '';
  const saved = useMemo(() => {
    const out: Drafts = {};
    for (const player of players)
      out[player.id] = settingOf(campaign?.player_settings ?? [], player.id);
    return out;
  }, [players, campaign]);
  const [drafts, setDrafts] = useState<Drafts>(saved);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const leaving = useRef(false);

  const changed = players.filter((player) => {
    const draft = drafts[player.id];
    const before = saved[player.id];
    return draft && before && !sameSetting(draft, before);
  });
  const dirty = changed.length > 0;

  const save = useMutation({
    mutationFn: async () => {
      const assignments: UploadPlayerVideoRequest[] = [];
      const settings: PlayerSetting[] = [];
      for (const player of changed) {
        const draft = drafts[player.id] as Setting;
        const before = saved[player.id] as Setting;
        if (draft.video_id !== null && draft.video_id !== before.video_id)
          assignments.push({ player_id: player.id, video_id: draft.video_id });
        if (
          draft.daily_limit !== before.daily_limit ||
          draft.is_active !== before.is_active ||
          (draft.video_id === null && before.video_id !== null)
        ) {
          settings.push({
            player_id: player.id,
            daily_limit: draft.daily_limit,
            is_active: draft.is_active,
            ...(draft.video_id === null ? { video_id: null } : {}),
          });
        }
      }
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
      setSaveError(describeError(error, navigator.onLine).message);
    }
  };

  const query = search.trim().toLowerCase();
  const shown = query
    ? players.filter((player) =>
        [player.name, player.address, player.city_name, player.publisher_name]
          .join(' ')
          .toLowerCase()
          .includes(query),
      )
    : players;
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const update = (playerId: number, patch: Partial<Setting>) =>
    setDrafts((all) => ({ ...all, [playerId]: { ...(all[playerId] as Setting), ...patch } }));
  const titleId = useId();
  const searchId = useId();

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
        onAssign={(targets, videoId) => {
          setDrafts((all) => {
            const next = { ...all };
            for (const playerId of targets)
              next[playerId] = { ...(next[playerId] as Setting), video_id: videoId };
            return next;
          });
        }}
      />
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId} as="h2">
            Экраны и ролики
          </CardTitle>
          <CardDescription>
            Экран без назначенного ролика показывает все ролики кампании по очереди. Дневной лимит —
            сколько показов в день не больше; пусто — без лимита.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label="Поиск экрана" className="max-w-sm">
            <input
              id={searchId}
              type="search"
              className={inputVariants()}
              value={search}
              placeholder="Адрес, город, владелец"
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </Field>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[48rem] text-sm">
              <caption className="sr-only">Назначение роликов на экраны</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Экран
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Город
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Ролик
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Дневной лимит
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Показывать
                  </th>
                </tr>
              </thead>
              <tbody>
                {pageRows.map((player) => {
                  const draft = drafts[player.id] as Setting;
                  const label = player.address || player.name || `Экран ${player.id}`;
                  const isChanged = !sameSetting(draft, saved[player.id] as Setting);
                  return (
                    <tr
                      key={player.id}
                      data-changed={isChanged || undefined}
                      className={cn('border-b align-middle', isChanged && 'bg-accent/40')}
                    >
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        <span className="block font-medium">{label}</span>
                        <span className="block text-xs text-muted-foreground">
                          {playerTypeLabel(player.type_name)} · {player.publisher_name}
                        </span>
                      </th>
                      <td className="py-2 pr-3">{player.city_name}</td>
                      <td className="py-2 pr-3">
                        <select
                          aria-label={`Ролик на экране ${label}`}
                          className={cn(inputVariants({ size: 'sm' }), 'min-w-48')}
                          value={draft.video_id === null ? ALL_VIDEOS : String(draft.video_id)}
                          disabled={locked}
                          onChange={(event) =>
                            update(player.id, {
                              video_id:
                                event.target.value === ALL_VIDEOS
                                  ? null
                                  : Number(event.target.value),
                            })
                          }
                        >
                          <option value={ALL_VIDEOS}>Все ролики кампании</option>
                          {videos.map((video) => (
                            <option key={video.id} value={video.id}>
                              {video.name}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td className="py-2 pr-3">
                        <NumberInput
                          aria-label={`Дневной лимит показов на экране ${label}`}
                          size="sm"
                          className="w-32"
                          value={draft.daily_limit}
                          onValueChange={(value) => update(player.id, { daily_limit: value })}
                          min={0}
                          fractionDigits={0}
                          suffix={null}
                          placeholder="Без лимита"
                          disabled={locked}
                        />
                      </td>
                      <td className="py-2">
                        <Switch
                          aria-label={`Показывать на экране ${label}`}
                          checked={draft.is_active}
                          onCheckedChange={(checked) => update(player.id, { is_active: checked })}
                          disabled={locked}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ничего не найдено.</p>
          ) : null}
          {shown.length > PAGE_SIZE ? (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={shown.length}
              onPageChange={setPage}
            />
          ) : null}
        </CardContent>
      </Card>

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

type Scope =
  { kind: 'all' } | { kind: 'city'; value: string } | { kind: 'publisher'; value: string };

const scopeKey = (scope: Scope) => (scope.kind === 'all' ? 'all' : `${scope.kind}:${scope.value}`);

function BulkAssign({
  players,
  videos,
  disabled,
  onAssign,
}: {
  players: CampaignPlayer[];
  videos: Video[];
  disabled: boolean;
  onAssign: (playerIds: number[], videoId: number | null) => void;
}) {
  const titleId = useId();
  const videoId = useId();
  const scopeId = useId();
  const cities = [...new Set(players.map((player) => player.city_name))].sort();
  const publishers = [...new Set(players.map((player) => player.publisher_name))].sort();
  const [video, setVideo] = useState<string>(videos[0] ? String(videos[0].id) : ALL_VIDEOS);
  const [scope, setScope] = useState<string>('all');

  const targets = players.filter((player) => {
    if (scope === 'all') return true;
    const [kind, ...rest] = scope.split(':');
    const value = rest.join(':');
    return kind === 'city' ? player.city_name === value : player.publisher_name === value;
  });

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} as="h2">
          Назначить ролик сразу многим экранам
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Ролик" id={videoId} className="sm:w-64">
          <select
            className={inputVariants()}
            value={video}
            disabled={disabled}
            onChange={(event) => setVideo(event.target.value)}
          >
            <option value={ALL_VIDEOS}>Все ролики кампании</option>
            {videos.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Каким экранам" id={scopeId} className="sm:w-72">
          <select
            className={inputVariants()}
            value={scope}
            disabled={disabled}
            onChange={(event) => setScope(event.target.value)}
          >
            <option value={scopeKey({ kind: 'all' })}>Всем экранам ({players.length})</option>
            <optgroup label="Город">
              {cities.map((city) => (
                <option key={city} value={scopeKey({ kind: 'city', value: city })}>
                  {city}
                </option>
              ))}
            </optgroup>
            <optgroup label="Владелец">
              {publishers.map((publisher) => (
                <option key={publisher} value={scopeKey({ kind: 'publisher', value: publisher })}>
                  {publisher}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
        <Button
          variant="secondary"
          disabled={disabled || targets.length === 0}
          onClick={() => {
            onAssign(
              targets.map((player) => player.id),
              video === ALL_VIDEOS ? null : Number(video),
            );
            toast.info(`Ролик назначен экранам: ${targets.length}. Не забудьте сохранить.`);
          }}
        >
          Назначить ({targets.length})
        </Button>
      </CardContent>
    </Card>
  );
}

import { useId, useState } from 'react';
import { playerTypeLabel, type CampaignPlayer, type Video } from '@ekran/api';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Field,
  inputVariants,
  NumberInput,
  Pagination,
  Switch,
} from '@ekran/ui';
import {
  sameSetting,
  searchPlayers,
  videoIdOf,
  videoValue,
  type Drafts,
  type Setting,
} from './assignment-rules';
import { VideoOptions } from './video-options';

const PAGE_SIZE = 20;

type Props = {
  players: CampaignPlayer[];
  videos: Video[];
  drafts: Drafts;
  saved: Drafts;
  locked: boolean;
  onChange: (playerId: number, patch: Partial<Setting>) => void;
};

/** Every player of the campaign with its video, daily limit and switch; searched and paged here. */
export function AssignmentsTable({ players, videos, drafts, saved, locked, onChange }: Props) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const titleId = useId();
  const searchId = useId();
  const shown = searchPlayers(players, search);
  const pageRows = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
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
        {/* The id goes to the Field, which gives it to the input and points its label there. */}
        <Field label="Поиск экрана" id={searchId} className="max-w-sm">
          <input
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
              {pageRows.map((player) => (
                <AssignmentRow
                  key={player.id}
                  player={player}
                  videos={videos}
                  draft={drafts[player.id] as Setting}
                  changed={!sameSetting(drafts[player.id] as Setting, saved[player.id] as Setting)}
                  locked={locked}
                  onChange={(patch) => onChange(player.id, patch)}
                />
              ))}
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
  );
}

type RowProps = {
  player: CampaignPlayer;
  videos: Video[];
  draft: Setting;
  /** Differs from what is saved: the row is marked. */
  changed: boolean;
  locked: boolean;
  onChange: (patch: Partial<Setting>) => void;
};

function AssignmentRow({ player, videos, draft, changed, locked, onChange }: RowProps) {
  const label = player.address || player.name || `Экран ${player.id}`;
  return (
    <tr
      data-changed={changed || undefined}
      className={cn('border-b align-middle', changed && 'bg-accent/40')}
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
          value={videoValue(draft.video_id)}
          disabled={locked}
          onChange={(event) => onChange({ video_id: videoIdOf(event.target.value) })}
        >
          <VideoOptions videos={videos} />
        </select>
      </td>
      <td className="py-2 pr-3">
        <NumberInput
          aria-label={`Дневной лимит показов на экране ${label}`}
          size="sm"
          className="w-32"
          value={draft.daily_limit}
          onValueChange={(value) => onChange({ daily_limit: value })}
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
          onCheckedChange={(checked) => onChange({ is_active: checked })}
          disabled={locked}
        />
      </td>
    </tr>
  );
}

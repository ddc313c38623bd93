import { useId, useState } from 'react';
import type { CampaignPlayer, Video } from '@ekran/api';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  inputVariants,
  toast,
} from '@ekran/ui';
import { ALL_VIDEOS, playersInScope, scopeGroups, scopeKey, videoIdOf } from './assignment-rules';
import { VideoOptions } from './video-options';

const GROUP_LABELS = { city: 'Город', publisher: 'Владелец' } as const;

type Props = {
  players: CampaignPlayer[];
  videos: Video[];
  disabled: boolean;
  onAssign: (playerIds: number[], videoId: number | null) => void;
};

/** One video for many players at once: all of them, one city's or one owner's. */
export function BulkAssign({ players, videos, disabled, onAssign }: Props) {
  const titleId = useId();
  const videoId = useId();
  const scopeId = useId();
  const [video, setVideo] = useState<string>(videos[0] ? String(videos[0].id) : ALL_VIDEOS);
  const [scope, setScope] = useState<string>('all');
  const targets = playersInScope(players, scope);

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
            <VideoOptions videos={videos} />
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
            {scopeGroups(players).map(({ kind, values }) => (
              <optgroup key={kind} label={GROUP_LABELS[kind]}>
                {values.map((value) => (
                  <option key={value} value={scopeKey({ kind, value })}>
                    {value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Button
          variant="secondary"
          disabled={disabled || targets.length === 0}
          onClick={() => {
            onAssign(
              targets.map((player) => player.id),
              videoIdOf(video),
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

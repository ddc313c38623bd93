/**
 * Uploaded videos: the file checks of @ekran/api's video-rules.ts, and the stored row.
 * Part of the fake's campaign handlers (../campaigns.ts holds the routes of the campaign itself).
 */
import { nextId } from '../../db/db.ts';
import { posterSvg } from '../../db/files.ts';
import type { CampaignRow, VideoRow } from '../../db/types.ts';
import {
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '../../../campaigns/video-rules.ts';
import { fail } from '../utils.ts';
import { S, V, isRunning, refuseStatus } from './access.ts';

/** Refuses (400) a file that is not an MP4/MOV/WEBM video or is empty or too big. */
export function acceptVideoFile(file: Pick<File, 'name' | 'type' | 'size'>): void {
  const name = file.name || '';
  const types: readonly string[] = VIDEO_MIME_TYPES;
  const lower = name.toLowerCase();
  if (!types.includes(file.type) && !VIDEO_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    fail(400, `Файл «${name || 'без имени'}»: допустимы только видео MP4, MOV или WEBM.`);
  }
  if (file.size === 0) fail(400, `Файл «${name}» пуст.`);
  if (file.size > VIDEO_MAX_BYTES)
    fail(400, `Файл «${name}» больше ${VIDEO_MAX_BYTES / 1024 / 1024} МБ.`);
}

export function videoFromFile(file: File, userId: number): VideoRow {
  const id = nextId('videos');
  const name = (file.name || `Ролик ${id}`).replace(/\.[^.]+$/, '');
  return {
    id,
    user_id: userId,
    name,
    file: `/mock-media/video-${id}.mp4`,
    preview: posterSvg('#334155', name.slice(0, 24)),
    // No decoding in the fake: a plausible duration from the size.
    duration: Math.min(30, Math.max(5, Math.round(file.size / 400_000))),
    size: file.size,
    width: 1920,
    height: 1080,
    created_at: new Date().toISOString(),
    moderation_status: V.NOT_STARTED,
    decline_reason: null,
  };
}

export function assertContentEditable(campaign: CampaignRow): void {
  if (campaign.status === S.MODERATION)
    fail(400, 'Кампания на модерации: ролики сейчас менять нельзя.');
  if (!isRunning(campaign)) refuseStatus(campaign, 'менять ролики');
}

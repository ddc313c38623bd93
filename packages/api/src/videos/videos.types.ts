import type { z } from 'zod';
import type { videoSchema } from './videos.schemas.ts';
import type { ListParams } from '../common.types.ts';

/** A video of the user's library (GET /v2/video/list/) or of a campaign. */
export type Video = z.output<typeof videoSchema>;

export type VideoListParams = ListParams;

import {
  geoplanListSchema,
  geoplanSchema,
  namedListSchema,
  playerPageSchema,
  simplePlayerListSchema,
} from '../../players/players.schemas.ts';
import { anything, entityOrNull, z } from '../kit.ts';
import { bearer, type Operation } from './common.ts';

const dictionaryQuery = z.object({
  search: z.string().optional(),
  ids: z.array(z.number().int()).optional(),
  page: z.number().int().positive().optional(),
  pageSize: z.number().int().positive().optional(),
});
const latLng = z.object({ latitude: z.number(), longitude: z.number() });
const geoplanBody = z.object({ name: z.string(), players: z.array(z.number().int()) });

/** Maps and players: the catalogue, its dictionaries and saved geo plans. */
export const playerOperations = {
  'players.list': {
    method: 'POST',
    path: 'v2/player/list/',
    summary: 'Players in a viewport, filtered (?page=n)',
    access: bearer,
    query: z.object({ page: z.number().int().positive() }),
    body: z.object({
      right_top: latLng.optional(),
      left_bottom: latLng.optional(),
      type_names: z.array(z.string()),
      publisher_names: z.array(z.string()),
      photo: z.enum(['yes', 'all']),
      exclude_ids: z.array(z.number().int()),
      venue: z.enum(['outdoor', 'indoor']).optional(),
      city_names: z.array(z.string()),
      is_transition: z.boolean().optional(),
      ots_from: z.number().optional(),
      ots_to: z.number().optional(),
      grp_from: z.number().optional(),
      grp_to: z.number().optional(),
      price_from: z.number().optional(),
      price_to: z.number().optional(),
    }),
    response: playerPageSchema,
  },
  'players.geoplans.list': {
    method: 'GET',
    path: 'v2/player/geoplan/',
    summary: 'Saved geo plans',
    access: bearer,
    query: dictionaryQuery.omit({ ids: true }),
    response: geoplanListSchema,
  },
  'players.geoplans.create': {
    method: 'POST',
    path: 'v2/player/geoplan/',
    summary: 'Save a geo plan',
    access: bearer,
    body: geoplanBody,
    response: entityOrNull(geoplanSchema),
  },
  'players.geoplans.update': {
    method: 'PUT',
    path: 'v2/player/geoplan/{id}/',
    summary: 'Change a geo plan',
    access: bearer,
    body: geoplanBody,
    response: entityOrNull(geoplanSchema),
  },
  'players.geoplans.remove': {
    method: 'DELETE',
    path: 'v2/player/geoplan/{id}/',
    summary: 'Delete a geo plan',
    access: bearer,
    response: anything(),
  },
  'players.types': {
    method: 'GET',
    path: 'v2/player/types/',
    summary: 'Player types',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
  'players.simple': {
    method: 'GET',
    path: 'v2/player/simple/',
    summary: 'Players, id, name and position only',
    access: bearer,
    query: dictionaryQuery,
    response: simplePlayerListSchema,
  },
  'players.publishers': {
    method: 'GET',
    path: 'v2/player/publishers/',
    summary: 'Publishers',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
  'players.cities': {
    method: 'GET',
    path: 'v2/player/cities/',
    summary: 'Cities',
    access: bearer,
    query: dictionaryQuery,
    response: namedListSchema,
  },
} as const satisfies Record<string, Operation>;

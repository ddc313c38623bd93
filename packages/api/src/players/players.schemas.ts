import {
  amount,
  flag,
  id,
  ids,
  list,
  maybeText,
  object,
  page,
  spec,
  text,
  z,
} from '../contract/kit.ts';

export const venueSchema = z.enum(['outdoor', 'indoor']);

/**
 * §7 implies a player's id (the list's exclude_ids, a campaign's players) and its place (the list
 * asks for the players inside a box of latitudes and longitudes); nothing else is named.
 */
export const PLAYER_SPEC = spec(
  '§7 player list (exclude_ids; right_top and left_bottom coordinates)',
  ['id', 'latitude', 'longitude'],
);

/** A player of the map (POST /v2/player/list/): its place, and what its card and filters show. */
export const playerSchema = object(
  {
    id: id('the marker key, the chosen set and exclude_ids'),
    name: text(),
    address: text(),
    city_name: text(),
    type_name: text(),
    publisher_name: text(),
    latitude: amount(),
    longitude: amount(),
    photo: maybeText(),
    venue: venueSchema.nullish().catch(null),
    is_transition: flag(),
    ots: amount(),
    grp: amount(),
    /** Price per show, roubles. */
    price: amount(),
    /** An identifier such as "1920x1080": text, never a number. */
    resolution: maybeText(),
  },
  PLAYER_SPEC,
);

/** A player the map cannot place (no coordinates) is left out of its page and counted. */
const placed = <P extends { latitude: number | null; longitude: number | null }>(
  player: P,
): player is P & { latitude: number; longitude: number } =>
  player.latitude !== null && player.longitude !== null;

export const playerPageSchema = page(playerSchema, placed);

/** /v2/player/simple/ — the lightweight list for map markers and chosen-player lists. */
export const simplePlayerSchema = object(
  {
    id: id('the key of a chosen player'),
    name: text(),
    latitude: amount(),
    longitude: amount(),
  },
  PLAYER_SPEC,
);

/** A dictionary entry: player types, publishers, cities; the filters send its name. */
export const namedSchema = object({ id: amount(), name: text() });

/** A saved set of players. The spec shows only `id`; the rest is this app's choice. */
export const geoplanSchema = object(
  {
    id: id('the path of PUT and DELETE /v2/player/geoplan/{id}/'),
    name: text(),
    players: ids(),
    created_at: maybeText(),
  },
  spec('§3 User and tenant (Geoplan has an id)', ['id']),
);

export const simplePlayerListSchema = list(simplePlayerSchema, placed);
/** A name the filters cannot send is no entry. */
export const namedListSchema = list(
  namedSchema,
  (entry): entry is typeof entry => entry.name !== '',
);
export const geoplanListSchema = list(geoplanSchema);

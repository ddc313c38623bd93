import {
  flag,
  id,
  ids,
  list,
  maybeText,
  num,
  object,
  optional,
  page,
  text,
  z,
} from '../contract/kit.ts';

export const venueSchema = z.enum(['outdoor', 'indoor']);

export const playerSchema = object({
  id: id(),
  name: text(),
  address: text(),
  city_name: text(),
  type_name: text(),
  publisher_name: text(),
  latitude: num(),
  longitude: num(),
  photo: maybeText(),
  venue: venueSchema,
  is_transition: flag(),
  ots: num(),
  grp: num(),
  /** Price per show, roubles. */
  price: num(),
  resolution: z.string().nullish(),
});

export const playerPageSchema = page(playerSchema);

/** /v2/player/simple/ — the lightweight list for map markers and chosen-player lists. */
export const simplePlayerSchema = object({
  id: id(),
  name: text(),
  latitude: num(),
  longitude: num(),
});

/** A dictionary entry: player types, publishers, cities. */
export const namedSchema = object({ id: id(), name: text() });

/** A saved set of players. The spec shows only `id`; the rest is this app's choice. */
export const geoplanSchema = object({
  id: id(),
  name: text(),
  players: ids(),
  created_at: optional(z.string()),
});

export const simplePlayerListSchema = list(simplePlayerSchema);
export const namedListSchema = list(namedSchema);
export const geoplanListSchema = list(geoplanSchema);

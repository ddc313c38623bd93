/**
 * The map picker's own view of the data. Shapes follow the server's names (spec §3, §7) so the
 * app can pass its api results straight through, but nothing here imports the api package.
 */

export type MapLatLng = { latitude: number; longitude: number };

/** Viewport as the player list call takes it (spec §7: right_top, left_bottom). */
export type MapBoundingBox = { right_top: MapLatLng; left_bottom: MapLatLng };

/** A player (screen) with the fields the picker shows, filters and sums. */
export type MapPlayer = {
  id: number;
  name?: string;
  address: string;
  city_name: string;
  type_name: string;
  publisher_name: string;
  latitude: number;
  longitude: number;
  photo: string | null;
  /** null: the server did not say (shown «—»; a venue filter leaves the player out). */
  venue: 'outdoor' | 'indoor' | null;
  is_transition: boolean;
  /** Figures the server may leave unknown (null, shown «—»). */
  ots: number | null;
  grp: number | null;
  /** Price per show, roubles. */
  price: number | null;
  resolution?: string | null;
};

/** Spec §3 player filters, as the UI holds them; unset fields do not filter. */
export type MapPlayerFilters = {
  typeNames?: string[];
  publisherNames?: string[];
  hasPhoto?: boolean;
  outdoor?: boolean;
  indoor?: boolean;
  cities?: string[];
  isTransit?: boolean;
  ots_from?: number | null;
  ots_to?: number | null;
  grp_from?: number | null;
  grp_to?: number | null;
  price_from?: number | null;
  price_to?: number | null;
};

/** One page of the player list call. */
export type MapPlayerPage = { count: number; next?: string | null; results: MapPlayer[] };

/**
 * One page of the player list call. `excludeIds` (spec §7 exclude_ids) is given while the user
 * hides already-chosen players; a loader should send it so the server leaves them out.
 */
export type LoadPlayers = (
  bbox: MapBoundingBox,
  filters: MapPlayerFilters,
  page: number,
  signal: AbortSignal,
  excludeIds?: readonly number[],
) => Promise<MapPlayerPage>;

export type MapFilterOption = { value: string; label: string };

export type MapFilterOptions = {
  types: MapFilterOption[];
  publishers: MapFilterOption[];
  cities: MapFilterOption[];
};

/** A saved set of players (the spec shows only `id`; name and players are this app's choice). */
export type MapGeoPlan = { id: number; name: string; players: number[] };

export type GeoPlanCallbacks = {
  /** The user's saved plans. */
  listGeoPlans?: (signal: AbortSignal) => Promise<MapGeoPlan[]>;
  saveGeoPlan?: (plan: { name: string; players: number[] }) => Promise<MapGeoPlan>;
  /** Gets the whole plan, since the server's PUT takes the name with the players. */
  renameGeoPlan?: (plan: MapGeoPlan, name: string) => Promise<MapGeoPlan>;
  deleteGeoPlan?: (id: number) => Promise<void>;
};

/**
 * What one draw of the map's canvas showed (`onDrawStats`). Kept here, not beside the canvas layer:
 * these types are published as declarations, and an app that never installed Leaflet's types must
 * still compile against them.
 */
export type DrawStats = { items: number; points: number; clusters: number; represented: number };

import Supercluster, {
  type AnyProps,
  type ClusterProperties,
  type PointFeature,
} from 'supercluster';
import type { Bounds } from './filters';

/** Packed points: parallel arrays, cheap to copy into a worker. */
export type PackedPoints = { ids: Int32Array; lats: Float64Array; lngs: Float64Array };

/** What the map draws: a cluster (id is supercluster's) or one player (id is the player's). */
export type ClusterItem =
  | {
      kind: 'cluster';
      id: number;
      latitude: number;
      longitude: number;
      count: number;
      /** How many of the cluster's players are chosen. */
      selected?: number;
    }
  | { kind: 'point'; id: number; latitude: number; longitude: number };

export const CLUSTER_MAX_ZOOM = 15;

type Props = { id: number };

export class ClusterCore {
  private index: Supercluster<Props, AnyProps> | null = null;
  private selected = new Set<number>();

  setSelected(ids: ArrayLike<number>): void {
    this.selected = new Set(Array.from(ids));
  }

  load(points: PackedPoints): void {
    const features: PointFeature<Props>[] = new Array(points.ids.length);
    for (let i = 0; i < points.ids.length; i++) {
      features[i] = {
        type: 'Feature',
        properties: { id: points.ids[i]! },
        geometry: { type: 'Point', coordinates: [points.lngs[i]!, points.lats[i]!] },
      };
    }
    // Radius in pixels of a 256 px tile; below 3 points a «cluster» reads worse than two dots.
    const index = new Supercluster<Props>({ radius: 48, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 3 });
    index.load(features);
    this.index = index;
  }

  query(bounds: Bounds, zoom: number): ClusterItem[] {
    if (!this.index) return [];
    const raw = this.index.getClusters(
      // Longitudes unclamped: supercluster reads west > east (after wrapping) as a box across
      // the 180° meridian and answers both sides of it.
      [bounds.west, Math.max(-85, bounds.south), bounds.east, Math.min(85, bounds.north)],
      Math.round(zoom),
    );
    return raw.map((f) => {
      const [longitude, latitude] = f.geometry.coordinates as [number, number];
      const props = f.properties as ClusterProperties | Props;
      if ('cluster' in props && props.cluster) {
        const item: ClusterItem = {
          kind: 'cluster',
          id: props.cluster_id,
          latitude,
          longitude,
          count: props.point_count,
        };
        if (this.selected.size > 0) item.selected = this.countSelected(props.cluster_id);
        return item;
      }
      return { kind: 'point', id: (props as Props).id, latitude, longitude };
    });
  }

  private countSelected(clusterId: number): number {
    let n = 0;
    for (const id of this.leaves(clusterId)) if (this.selected.has(id)) n++;
    return n;
  }

  leaves(clusterId: number): number[] {
    if (!this.index) return [];
    return this.index.getLeaves(clusterId, Infinity).map((f) => (f.properties as Props).id);
  }

  expansionZoom(clusterId: number): number {
    return this.index ? this.index.getClusterExpansionZoom(clusterId) : CLUSTER_MAX_ZOOM + 1;
  }
}

export type WorkerRequest =
  | { type: 'load'; version: number; points: PackedPoints }
  | { type: 'select'; ids: Int32Array }
  | { type: 'query'; id: number; version: number; bounds: Bounds; zoom: number }
  | { type: 'leaves'; id: number; version: number; clusterId: number }
  | { type: 'expansion'; id: number; version: number; clusterId: number };

export type WorkerResponse =
  | { type: 'loaded'; version: number }
  | { type: 'result'; id: number; version: number; value: unknown };

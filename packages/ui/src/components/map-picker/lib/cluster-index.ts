import {
  ClusterCore,
  type ClusterItem,
  type PackedPoints,
  type WorkerRequest,
  type WorkerResponse,
} from './cluster-core';
import type { Bounds } from './filters';

/**
 * Supercluster behind an async face: in a Web Worker when the platform has one, in the page
 * otherwise (unit tests). Answers carry the version of the data they were computed from.
 */
export interface ClusterIndex {
  load(points: PackedPoints): Promise<number>;
  /** Chosen players, so clusters can tell how many of theirs are chosen. */
  setSelected(ids: readonly number[]): void;
  query(bounds: Bounds, zoom: number): Promise<{ version: number; items: ClusterItem[] }>;
  leaves(clusterId: number): Promise<number[]>;
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

export function packPoints(
  players: readonly { id: number; latitude: number; longitude: number }[],
): PackedPoints {
  const n = players.length;
  const ids = new Int32Array(n);
  const lats = new Float64Array(n);
  const lngs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = players[i]!;
    ids[i] = p.id;
    lats[i] = p.latitude;
    lngs[i] = p.longitude;
  }
  return { ids, lats, lngs };
}

class InlineIndex implements ClusterIndex {
  private core = new ClusterCore();
  private version = 0;
  async load(points: PackedPoints) {
    this.core.load(points);
    return ++this.version;
  }
  setSelected(ids: readonly number[]) {
    this.core.setSelected(ids);
  }
  async query(bounds: Bounds, zoom: number) {
    return { version: this.version, items: this.core.query(bounds, zoom) };
  }
  async leaves(clusterId: number) {
    return this.core.leaves(clusterId);
  }
  async expansionZoom(clusterId: number) {
    return this.core.expansionZoom(clusterId);
  }
  dispose() {}
}

class WorkerIndex implements ClusterIndex {
  private worker: Worker;
  private version = 0;
  private seq = 0;
  private pending = new Map<number, (value: unknown, version: number) => void>();
  private loads = new Map<number, () => void>();

  constructor(worker: Worker) {
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      if (msg.type === 'loaded') {
        this.loads.get(msg.version)?.();
        this.loads.delete(msg.version);
        this.built();
        return;
      }
      this.pending.get(msg.id)?.(msg.value, msg.version);
      this.pending.delete(msg.id);
    };
  }

  private post(message: WorkerRequest, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }

  // One build at a time: while the worker builds, newer data waits and only the latest is sent.
  private building = false;
  private queued: { points: PackedPoints; version: number } | null = null;

  load(points: PackedPoints) {
    const version = ++this.version;
    return new Promise<number>((resolve) => {
      this.loads.set(version, () => resolve(version));
      if (this.building) {
        if (this.queued) {
          // The superseded build never runs; its caller learns the version that replaced it.
          const skipped = this.queued.version;
          const resolveSkipped = this.loads.get(skipped);
          this.loads.delete(skipped);
          this.loads.set(version, () => {
            resolveSkipped?.();
            resolve(version);
          });
        }
        this.queued = { points, version };
        return;
      }
      this.send(points, version);
    });
  }

  private send(points: PackedPoints, version: number) {
    this.building = true;
    this.post({ type: 'load', version, points }, [
      points.ids.buffer,
      points.lats.buffer,
      points.lngs.buffer,
    ]);
  }

  private built() {
    this.building = false;
    const next = this.queued;
    this.queued = null;
    if (next) this.send(next.points, next.version);
  }

  setSelected(ids: readonly number[]) {
    const packed = Int32Array.from(ids);
    this.post({ type: 'select', ids: packed }, [packed.buffer]);
  }

  private ask<T>(build: (id: number) => WorkerRequest) {
    const id = ++this.seq;
    return new Promise<{ value: T; version: number }>((resolve) => {
      this.pending.set(id, (value, version) => resolve({ value: value as T, version }));
      this.post(build(id));
    });
  }

  async query(bounds: Bounds, zoom: number) {
    const { value, version } = await this.ask<ClusterItem[]>((id) => ({
      type: 'query',
      id,
      version: this.version,
      bounds,
      zoom,
    }));
    return { version, items: value };
  }

  async leaves(clusterId: number) {
    return (
      await this.ask<number[]>((id) => ({ type: 'leaves', id, version: this.version, clusterId }))
    ).value;
  }

  async expansionZoom(clusterId: number) {
    return (
      await this.ask<number>((id) => ({ type: 'expansion', id, version: this.version, clusterId }))
    ).value;
  }

  dispose() {
    this.worker.terminate();
    this.pending.clear();
  }
}

export function createClusterIndex(preferWorker = true): ClusterIndex {
  if (preferWorker && typeof Worker !== 'undefined') {
    try {
      const worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), {
        type: 'module',
      });
      return new WorkerIndex(worker);
    } catch {
      // Some hosts forbid workers (CSP); clustering still works in the page.
    }
  }
  return new InlineIndex();
}

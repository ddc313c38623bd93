import L from 'leaflet';
import type { DrawStats } from '../map-picker.types';
import type { ClusterItem } from './cluster-core';
import { wrapLngNear } from './filters';

export type CanvasColors = {
  point: string;
  pointStroke: string;
  selected: string;
  cluster: string;
  clusterText: string;
  clusterSelected: string;
};

type Hit = { item: ClusterItem; x: number; y: number; r: number };

/** Leaflet keeps this one private; ImageOverlay uses it for the same zoom animation. */
type MapWithNewLayerPoint = L.Map & {
  _latLngToNewLayerPoint(latlng: L.LatLng, zoom: number, center: L.LatLng): L.Point;
};

const PAD = 0.1;

export function clusterRadius(count: number): number {
  return Math.min(30, 12 + Math.log10(count) * 6);
}

/**
 * Draws clusters and single players on one canvas: no DOM node per marker, so 50,000 players cost
 * the same DOM as 5. Like Leaflet's own renderers, the canvas is a bit larger than the view and is
 * only redrawn when a move ends; during a pan the browser just moves the pane.
 */
export class PlayerCanvasLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private origin = L.point(0, 0);
  private topLeft = L.latLng(0, 0);
  private zoom = 0;
  private items: ClusterItem[] = [];
  private hits: Hit[] = [];
  private selected: ReadonlySet<number> = new Set();
  private colors: CanvasColors;
  onDraw?: (stats: DrawStats) => void;

  constructor(colors: CanvasColors) {
    super({ pane: 'overlayPane' });
    this.colors = colors;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'leaflet-zoom-animated');
    canvas.style.pointerEvents = 'none';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.testid = 'player-canvas';
    this.getPane()?.appendChild(canvas);
    this.canvas = canvas;
    map.on('moveend viewreset resize', this.reset, this);
    if (map.options.zoomAnimation) map.on('zoomanim', this.animateZoom, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend viewreset resize', this.reset, this);
    map.off('zoomanim', this.animateZoom, this);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  setItems(items: ClusterItem[]) {
    this.items = items;
    this.draw();
  }

  setSelection(selected: ReadonlySet<number>) {
    this.selected = selected;
    this.draw();
  }

  setColors(colors: CanvasColors) {
    this.colors = colors;
    this.draw();
  }

  /** The topmost item under a container point, if any. */
  hitTest(point: L.Point): ClusterItem | null {
    if (!this._map) return null;
    const offset = this._map.containerPointToLayerPoint(point).subtract(this.origin);
    for (let i = this.hits.length - 1; i >= 0; i--) {
      const h = this.hits[i]!;
      const dx = h.x - offset.x;
      const dy = h.y - offset.y;
      if (dx * dx + dy * dy <= (h.r + 3) * (h.r + 3)) return h.item;
    }
    return null;
  }

  private animateZoom(e: L.ZoomAnimEvent) {
    if (!this.canvas || !this._map) return;
    const map = this._map as MapWithNewLayerPoint;
    const scale = map.getZoomScale(e.zoom, this.zoom);
    const offset = map._latLngToNewLayerPoint(this.topLeft, e.zoom, e.center);
    L.DomUtil.setTransform(this.canvas, offset, scale);
  }

  private reset() {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const pad = size.multiplyBy(PAD).round();
    const origin = map.containerPointToLayerPoint(pad.multiplyBy(-1)).round();
    const width = size.x + pad.x * 2;
    const height = size.y + pad.y * 2;
    const ratio = window.devicePixelRatio || 1;
    this.origin = origin;
    this.topLeft = map.layerPointToLatLng(origin);
    this.zoom = map.getZoom();
    L.DomUtil.setPosition(canvas, origin);
    // Resizing a canvas reallocates its pixels; after a plain move a clear is enough.
    if (
      canvas.width !== Math.round(width * ratio) ||
      canvas.height !== Math.round(height * ratio)
    ) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    this.draw();
  }

  private draw() {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const c = this.colors;
    const hits: Hit[] = [];
    let points = 0;
    let clusters = 0;
    let represented = 0;

    // Unselected points first in one path, then selected on top: two fills instead of thousands.
    const pointR = 5;
    // Across the 180° meridian the view's longitudes run past ±180: each item is drawn at its
    // copy nearest the centre, so Chukotka's eastern end sits beside its western one.
    const ref = map.getCenter().lng;
    const placed = this.items.map((item) => {
      const p = map
        .latLngToLayerPoint([item.latitude, wrapLngNear(item.longitude, ref)])
        .subtract(this.origin);
      return { item, x: p.x, y: p.y };
    });
    for (const pass of [false, true]) {
      ctx.beginPath();
      for (const { item, x, y } of placed) {
        if (item.kind !== 'point' || this.selected.has(item.id) !== pass) continue;
        ctx.moveTo(x + pointR, y);
        ctx.arc(x, y, pass ? pointR + 1 : pointR, 0, Math.PI * 2);
      }
      ctx.fillStyle = pass ? c.selected : c.point;
      ctx.fill();
      ctx.lineWidth = pass ? 2 : 1;
      ctx.strokeStyle = c.pointStroke;
      ctx.stroke();
    }
    for (const { item, x, y } of placed) {
      if (item.kind === 'point') {
        points += 1;
        represented += 1;
        hits.push({ item, x, y, r: pointR });
      }
    }

    ctx.font = '600 12px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const { item, x, y } of placed) {
      if (item.kind !== 'cluster') continue;
      clusters += 1;
      represented += item.count;
      const r = clusterRadius(item.count);
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = c.cluster;
      ctx.globalAlpha = 0.9;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = 3;
      ctx.strokeStyle = c.pointStroke;
      ctx.stroke();
      const chosen = item.selected ?? 0;
      if (chosen > 0) {
        // The chosen share of the cluster as an arc around it.
        ctx.beginPath();
        ctx.arc(x, y, r + 3, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * chosen) / item.count);
        ctx.lineWidth = 4;
        ctx.strokeStyle = c.clusterSelected;
        ctx.stroke();
      }
      ctx.fillStyle = c.clusterText;
      ctx.fillText(
        item.count >= 10000 ? `${Math.round(item.count / 1000)} тыс` : String(item.count),
        x,
        y,
      );
      hits.push({ item, x, y, r });
    }
    this.hits = hits;
    this.onDraw?.({ items: this.items.length, points, clusters, represented });
  }
}

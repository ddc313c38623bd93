import L from 'leaflet';
import { afterEach } from 'vitest';

/**
 * For hook tests: returns a function that mounts a real Leaflet map, each removed after its test.
 * happy-dom gives the map no layout and no 2D canvas, so it answers events but draws nothing.
 */
export function testMaps(): () => L.Map {
  const mounted: (() => void)[] = [];
  afterEach(() => mounted.splice(0).forEach((remove) => remove()));
  return () => {
    const el = document.createElement('div');
    document.body.append(el);
    const map = L.map(el).setView([55.75, 37.6], 10);
    mounted.push(() => {
      map.remove();
      el.remove();
    });
    return map;
  };
}

import { ClusterCore, type WorkerRequest, type WorkerResponse } from './cluster-core';

// Building the index for tens of thousands of points takes hundreds of milliseconds; here it
// never blocks the map's frames.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};
const core = new ClusterCore();
let version = 0;

scope.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === 'load') {
    core.load(msg.points);
    version = msg.version;
    scope.postMessage({ type: 'loaded', version });
    return;
  }
  if (msg.type === 'select') {
    core.setSelected(msg.ids);
    return;
  }
  const value =
    msg.type === 'query'
      ? core.query(msg.bounds, msg.zoom)
      : msg.type === 'leaves'
        ? core.leaves(msg.clusterId)
        : core.expansionZoom(msg.clusterId);
  scope.postMessage({ type: 'result', id: msg.id, version, value });
};

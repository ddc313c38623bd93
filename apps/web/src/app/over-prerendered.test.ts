import { describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import type { AppRouter } from './router';
import { renderOverPrerendered } from './over-prerendered';

/** A router whose first navigation ends when the test says so. */
function fakeRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finish = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router: router as unknown as AppRouter, finish };
}

describe('renderOverPrerendered', () => {
  it('starts the first screen’s data once the page is painted, before the screen’s code is in', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-prerendered="app">Дашборд</div>';
    const render = vi.fn();
    const afterPaint = vi.fn();
    const { router, finish } = fakeRouter();
    const done = renderOverPrerendered({
      container,
      root: { render } as unknown as Root,
      app: null,
      router,
      afterPaint,
    });
    // No paint timing here: the page counts as painted after its 300 ms timeout.
    await vi.waitFor(() => expect(afterPaint).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(render).not.toHaveBeenCalled();
    finish();
    await done;
    expect(render).toHaveBeenCalledOnce();
    expect(afterPaint).toHaveBeenCalledOnce();
  });
});

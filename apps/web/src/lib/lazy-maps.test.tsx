import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPickerProps } from '@ekran/ui/map';
import { LazyMapPicker } from './lazy-maps';

// The map module itself is not under test: a stand-in that says it has been started.
vi.mock('./maps/map-picker', () => ({
  MapPicker: () => <div role="region" aria-label="Карта экранов" />,
}));

/** An IntersectionObserver the test drives: `enter()` brings every observed element near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Stub {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    enter: () =>
      act(() => {
        for (const observer of observers)
          observer.callback(
            observer.targets.map((target) => ({ target, isIntersecting: true })) as never,
            observer as never,
          );
      }),
  };
}

const props = {
  value: [],
  onChange: () => undefined,
  height: '30rem',
} as unknown as MapPickerProps;

describe('LazyMapPicker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts at once by default', async () => {
    stubObserver();
    render(<LazyMapPicker {...props} />);
    expect(await screen.findByRole('region', { name: 'Карта экранов' })).toBeTruthy();
  });

  it('with untilNear, keeps only its place until that comes near the screen', async () => {
    const { enter } = stubObserver();
    const { container } = render(<LazyMapPicker {...props} untilNear />);
    const place = container.querySelector<HTMLElement>('[data-map-waiting]');
    expect(place?.style.height).toBe('30rem');
    expect(place?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    enter();
    expect(await screen.findByRole('region', { name: 'Карта экранов' })).toBeTruthy();
    expect(container.querySelector('[data-map-waiting]')).toBeNull();
  });
});

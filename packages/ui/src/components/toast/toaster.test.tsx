import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('closes a toast after 4000 ms by default', () => {
    const store = createToastStore({ removeDelay: 0 });
    render(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Бюджет пополнен', kind: 'success' });
    });
    expect(screen.getAllByText('Бюджет пополнен').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(3999));
    expect(store.getSnapshot()[0]?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store.getSnapshot()[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(10));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours a per-toast duration', () => {
    const store = createToastStore({ removeDelay: 0 });
    render(<Toaster store={store} />);
    act(() => {
      store.show({ title: 'Коротко', duration: 500 });
    });
    act(() => vi.advanceTimersByTime(500));
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it('renders one viewport per position in use', () => {
    const store = createToastStore();
    render(<Toaster store={store} defaultPosition="bottom-center" />);
    act(() => {
      store.show({ title: 'Внизу' });
      store.show({ title: 'Вверху', position: 'top-left' });
      store.show({ title: 'Ещё вверху', position: 'top-left' });
    });
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Уведомления вверху слева (F8)',
      'Уведомления внизу по центру (F8)',
    ]);
  });
});

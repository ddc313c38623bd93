import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, toast, toastStore } from './toast-store';

afterEach(() => {
  toastStore.clear();
  vi.useRealTimers();
});

describe('createToastStore', () => {
  it('adds toasts with generated ids and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ title: 'Сохранено', kind: 'success' });
    const second = store.show({ title: 'Ещё' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map(({ id, kind, open }) => ({ id, kind, open }))).toEqual([
      { id: first, kind: 'success', open: true },
      { id: second, kind: 'info', open: true },
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('replaces a toast shown again with the same id instead of stacking it', () => {
    const store = createToastStore();
    store.show({ id: 'offline', title: 'Нет подключение к интернету', kind: 'error' });
    const before = store.getSnapshot()[0]?.version;
    store.show({ id: 'offline', title: 'Нет подключение к интернету', kind: 'error' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.version).not.toBe(before);
  });

  it('closes, then removes after the exit delay', () => {
    vi.useFakeTimers();
    const store = createToastStore({ removeDelay: 300 });
    const id = store.show({ title: 'Готово' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses every toast without an id', () => {
    const store = createToastStore();
    store.show({ title: 'А' });
    store.show({ title: 'Б' });
    store.dismiss();
    expect(store.getSnapshot().every((item) => !item.open)).toBe(true);
  });

  it('unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show({ title: 'А' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('toast()', () => {
  it('writes to the shared store from outside React', () => {
    toast('Сохранено');
    toast.success('Кампания создана', { position: 'top-center' });
    toast.error('Что-то пошло не так', { description: 'Попробуйте ещё раз', duration: 8000 });
    toast({ title: 'Счёт создан', kind: 'info', position: 'bottom-left' });
    expect(
      toastStore.getSnapshot().map(({ title, kind, position, duration, description }) => ({
        title,
        kind,
        position,
        duration,
        description,
      })),
    ).toEqual([
      {
        title: 'Сохранено',
        kind: 'info',
        position: undefined,
        duration: undefined,
        description: undefined,
      },
      {
        title: 'Кампания создана',
        kind: 'success',
        position: 'top-center',
        duration: undefined,
        description: undefined,
      },
      {
        title: 'Что-то пошло не так',
        kind: 'error',
        position: undefined,
        duration: 8000,
        description: 'Попробуйте ещё раз',
      },
      {
        title: 'Счёт создан',
        kind: 'info',
        position: 'bottom-left',
        duration: undefined,
        description: undefined,
      },
    ]);
  });
});

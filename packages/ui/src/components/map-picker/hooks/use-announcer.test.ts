import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnnouncer } from './use-announcer';

describe('useAnnouncer', () => {
  it('says nothing until the count changes', () => {
    const { result, rerender } = renderHook(({ n }) => useAnnouncer(n), {
      initialProps: { n: 3 },
    });
    expect(result.current).toBe('');
    rerender({ n: 3 });
    expect(result.current).toBe('');
  });

  it('tells what was added or removed and the new total, declined', () => {
    const { result, rerender } = renderHook(({ n }) => useAnnouncer(n), {
      initialProps: { n: 0 },
    });
    rerender({ n: 1 });
    expect(result.current).toBe('Добавлено: 1 экран. Выбрано всего: 1.');
    rerender({ n: 23 });
    expect(result.current).toBe('Добавлено: 22 экрана. Выбрано всего: 23.');
    rerender({ n: 11 });
    expect(result.current).toBe('Снято: 12 экранов. Выбрано всего: 11.');
  });
});

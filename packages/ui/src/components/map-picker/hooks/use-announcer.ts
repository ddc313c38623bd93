import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../format';
import { screensText } from '../lib/screens-text';

/**
 * The sentence a screen reader hears when the number of chosen players changes, whichever way it
 * changed (canvas, list, lasso, plan). Empty until the first change.
 */
export function useAnnouncer(count: number): string {
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(count);
  useEffect(() => {
    const before = announced.current;
    if (before === count) return;
    announced.current = count;
    const delta = count - before;
    setAnnouncement(
      `${delta > 0 ? 'Добавлено' : 'Снято'}: ${screensText(Math.abs(delta))}. Выбрано всего: ${formatNumber(count)}.`,
    );
  }, [count]);
  return announcement;
}

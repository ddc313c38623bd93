import { useCallback, useState } from 'react';

/** Runs one transfer and counts it as in flight until it settles. */
export type TrackTransfer = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Counts the transfers (uploads, replacements) still on their way: files in flight are lost if the
 * user leaves, so the screen asks before leaving while `active` is true.
 */
export function useTransfers(): { active: boolean; track: TrackTransfer } {
  const [count, setCount] = useState(0);
  const track = useCallback<TrackTransfer>(async (work) => {
    setCount((n) => n + 1);
    try {
      return await work();
    } finally {
      setCount((n) => n - 1);
    }
  }, []);
  return { active: count > 0, track };
}

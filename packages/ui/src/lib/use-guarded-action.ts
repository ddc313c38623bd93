import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Wraps a submit handler so that it runs once per request: a second Enter or click while the first
 * one's request is pending does nothing. `pending` is the request's state (a mutation's
 * `isPending`); between the call and the render that sets it, a lock held by the wrapper covers the
 * gap. A handler that starts nothing (a form that fails validation) is unlocked at once; one that
 * returns a promise (react-hook-form's `handleSubmit`) stays locked until the promise settles.
 * The modal and the form helpers use it, so a new form cannot forget it.
 */
export function useGuardedAction<A extends unknown[]>(
  action: ((...args: A) => unknown) | undefined,
  pending = false,
): (...args: A) => void {
  const busy = useRef(false);
  const pendingNow = useRef(pending);
  useLayoutEffect(() => {
    pendingNow.current = pending;
  }, [pending]);
  useEffect(() => {
    if (!pending) busy.current = false;
  }, [pending]);

  return useCallback(
    (...args: A) => {
      if (!action || busy.current || pendingNow.current) return;
      busy.current = true;
      // After React has rendered the request's pending state: if nothing started, unlock.
      const release = () =>
        setTimeout(() => {
          if (!pendingNow.current) busy.current = false;
        }, 0);
      let result: unknown;
      try {
        result = action(...args);
      } catch (error) {
        busy.current = false;
        throw error;
      }
      if (result instanceof Promise) void result.finally(release);
      else release();
    },
    [action],
  );
}

import { useState } from 'react';

/**
 * For stories: holds a controlled component's value the way its owning form would, so the
 * component follows a user's input, and still reports every change to the story's spy.
 * The setter takes what the component hands back (`N`), which may be narrower than the value
 * the story starts from (a mutable array for a readonly one).
 *
 * A new `initial` value (not a function) replaces the held one: a story's arg changed in the
 * Controls panel reaches the component, which otherwise would keep the value it started from.
 * Pass a value that keeps its identity between renders (a story's arg, a constant).
 */
export function useSpiedState<S, N extends S = S>(
  initial: S | (() => S),
  spy?: (next: N) => void,
): [S, (next: N) => void] {
  const [value, setValue] = useState<S>(initial);
  const [from, setFrom] = useState(() => initial);
  if (typeof initial !== 'function' && !Object.is(initial, from)) {
    setFrom(() => initial);
    setValue(initial);
  }
  return [
    value,
    (next: N) => {
      setValue(next);
      spy?.(next);
    },
  ];
}

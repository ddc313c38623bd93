import type { ReactNode } from 'react';

/**
 * Whether an `error` prop asks for a component's error state: any node but undefined, null and
 * false. `true` shows the state without details; `0` and '' still count, as React would render them.
 */
export function showsError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false;
}

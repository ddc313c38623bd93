import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from '@ekran/ui';

/**
 * Runs a form's rules once while the page is idle, their answer unused and the form untouched, so
 * that the user's first change (a form validates from the first field left) does not also compile
 * and first run the rules and the schema library on a slow phone. Once per resolver: `getValues`
 * is the form's own (`form.getValues`), which keeps its identity across renders.
 */
export function useWarmResolver<T extends FieldValues>(
  resolver: Resolver<T>,
  getValues: () => T,
): void {
  useEffect(
    () =>
      whenIdle(() => {
        const options = { fields: {}, shouldUseNativeValidation: false };
        Promise.resolve(resolver(getValues(), undefined, options)).catch(() => undefined);
      }),
    [resolver, getValues],
  );
}

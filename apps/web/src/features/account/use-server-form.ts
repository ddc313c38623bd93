import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, type MutationKey } from '@tanstack/react-query';
import type { z } from '../../lib/zod';
import { fieldErrorsOf } from '@ekran/api';
import { useGuardedAction } from '@ekran/ui';

type Options<T extends FieldValues, R> = {
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  mutationKey: MutationKey;
  /** The silent call: the form shows its own failure. */
  mutationFn: (values: T) => Promise<R>;
  onSuccess: (answer: R, values: T) => unknown;
  /** A refusal before anything is sent (the address the user already has), or null. */
  check?: (values: T) => { name: Path<T>; message: string } | null;
};

/**
 * A form that saves through one call: zod rules checked on leaving a field, a submit ignored while
 * the call is pending, and a 400's per-field messages put under the fields the form has (the rest
 * stays in the form's banner).
 */
export function useServerForm<T extends FieldValues, R>({
  schema,
  defaultValues,
  mutationKey,
  mutationFn,
  onSuccess,
  check,
}: Options<T, R>) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const mutation = useMutation({
    mutationKey,
    mutationFn,
    onSuccess,
    onError: (error) => {
      const values = form.getValues();
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in values) form.setError(field as Path<T>, { type: 'server', message });
      }
    },
  });
  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => {
      const refusal = check?.(values);
      if (refusal) {
        form.setError(refusal.name, { type: 'validate', message: refusal.message });
        return;
      }
      mutation.mutate(values);
    }),
    mutation.isPending,
  );
  return { form, mutation, onSubmit };
}

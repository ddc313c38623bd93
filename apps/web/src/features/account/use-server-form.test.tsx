import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@ekran/api';
import { z } from '../../lib/zod';
import { useServerForm } from './use-server-form';

const schema = z.object({ email: z.string().min(1, 'Введите e-mail.'), name: z.string() });
type Values = z.infer<typeof schema>;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** A 400 in the DRF shape, thrown the way the app's http client throws it. */
async function badRequest(body: unknown): Promise<never> {
  const client = createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  return client.http.post('user/change-email/', { json: {} }).json();
}

/** The message under a field, read from the form itself (formState only tracks what a render read). */
const errorOf = (
  hook: { result: { current: ReturnType<typeof useServerForm<Values, unknown>> } },
  name: keyof Values,
) => hook.result.current.form.getFieldState(name).error?.message;

const submitEvent = () => ({ preventDefault() {}, persist() {} }) as unknown as FormEvent;

function setup(
  mutationFn: (values: Values) => Promise<unknown>,
  check?: (v: Values) => null | { name: 'email'; message: string },
) {
  const onSuccess = vi.fn();
  const hook = renderHook(
    () =>
      useServerForm({
        schema,
        defaultValues: { email: '', name: '' },
        mutationKey: ['test'],
        mutationFn,
        onSuccess,
        check,
      }),
    { wrapper },
  );
  return { hook, onSuccess };
}

describe('useServerForm', () => {
  it('sends valid values once and reports the answer', async () => {
    const mutationFn = vi.fn(async (values: Values) => ({ saved: values.email }));
    const { hook, onSuccess } = setup(mutationFn);
    act(() => hook.result.current.form.setValue('email', 'a@b.ru'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(mutationFn).toHaveBeenCalledOnce();
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ email: 'a@b.ru', name: '' });
    expect(onSuccess.mock.calls[0]?.slice(0, 2)).toEqual([
      { saved: 'a@b.ru' },
      mutationFn.mock.calls[0]?.[0],
    ]);
  });

  it('sends nothing while a rule fails, and shows the rule under its field', async () => {
    const mutationFn = vi.fn(async () => ({}));
    const { hook } = setup(mutationFn);
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(mutationFn).not.toHaveBeenCalled();
    expect(errorOf(hook, 'email')).toBe('Введите e-mail.');
  });

  it('sends nothing when the check refuses, and shows its words under the field', async () => {
    const mutationFn = vi.fn(async () => ({}));
    const { hook } = setup(mutationFn, (values) =>
      values.email === 'me@b.ru' ? { name: 'email', message: 'Это ваш текущий адрес.' } : null,
    );
    act(() => hook.result.current.form.setValue('email', 'me@b.ru'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(mutationFn).not.toHaveBeenCalled();
    expect(errorOf(hook, 'email')).toBe('Это ваш текущий адрес.');
  });

  it('puts a 400’s field messages under the fields it has and leaves the rest', async () => {
    const { hook } = setup(() =>
      badRequest({ email: ['Адрес уже занят.'], unknown_field: ['Не про форму.'], detail: 'x' }),
    );
    act(() => hook.result.current.form.setValue('email', 'taken@b.ru'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    await waitFor(() => expect(hook.result.current.mutation.isError).toBe(true));
    expect(errorOf(hook, 'email')).toBe('Адрес уже занят.');
    expect(errorOf(hook, 'name')).toBeUndefined();
  });

  it('ignores a second submit while the call is pending', async () => {
    let finish: () => void = () => {};
    const mutationFn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { hook } = setup(mutationFn);
    act(() => hook.result.current.form.setValue('email', 'a@b.ru'));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    await waitFor(() => expect(hook.result.current.mutation.isPending).toBe(true));
    await act(async () => hook.result.current.onSubmit(submitEvent()));
    expect(mutationFn).toHaveBeenCalledOnce();
    await act(async () => finish());
  });
});

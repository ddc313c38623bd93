import { use, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessages, type SigninRequest } from '@ekran/api';
import { Alert, Button, Field, Input, Spinner, useGuardedAction } from '@ekran/ui';
import { useTypedBeforeStart, useTypedRestore } from '../../lib/typed-before-start';
import { useApi } from '../../lib/api-context';
import { PrerenderContext } from '../../lib/prerender-context';
import { loginResolver, type LoginValues } from './login-form';
import { authErrorText } from './auth-errors';

/** The fields that keep what was typed into the prerendered page. */
const LOGIN_TYPED = ['email', 'password'] as const;

const INVALID_LINK = 'Ссылка для входа недействительна или устарела.';

/**
 * /login: e-mail and password, or a one-time `?token=` link exchanged for a session (spec §2).
 * Either way the user lands on the dashboard.
 */
export function LoginScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [exchange, setExchange] = useState<'idle' | 'pending' | { error: string }>(
    token ? 'pending' : 'idle',
  );
  const exchanged = useRef<string | null>(null);

  const prerendering = use(PrerenderContext);
  // What the visitor typed into the prerendered page before the app started.
  const typed = useTypedBeforeStart();
  const form = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: typed.values.email ?? '', password: typed.values.password ?? '' },
    mode: 'onTouched',
  });
  useTypedRestore(typed, LOGIN_TYPED, form.setValue, form.setFocus);

  const signin = useMutation({
    mutationKey: ['auth', 'signin'],
    // Silent: the form says what went wrong next to what the user typed.
    mutationFn: (body: SigninRequest) => api.auth.signin(body, { silent: true }),
    onSuccess: async () => {
      await queryClient.resetQueries();
      await navigate('/dashboard', { replace: true });
    },
  });

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    setExchange('pending');
    // A plain call, not a mutation: the layout's logout-on-enter clears the query client (and its
    // mutation cache) while this request is in flight.
    api.auth
      .exchangeToken({ token }, { silent: true })
      .then(async () => {
        await queryClient.resetQueries();
        await navigate('/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        const text = authErrorText(error);
        setExchange({ error: text === errorMessages.generic ? INVALID_LINK : text });
        // The link is spent or wrong: a reload must not try it again.
        setSearchParams(
          (params) => {
            params.delete('token');
            return params;
          },
          { replace: true },
        );
      });
  }, [api, navigate, queryClient, setSearchParams, token]);

  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => {
      signin.mutate({ email: values.email, password: values.password });
    }),
    signin.isPending,
  );

  if (exchange === 'pending') {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
        <Spinner />
        <p>Выполняем вход по ссылке…</p>
      </div>
    );
  }

  const { errors } = form.formState;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Вход</h1>
        <p className="text-sm text-muted-foreground">Войдите, чтобы управлять кампаниями.</p>
      </div>
      {typeof exchange === 'object' ? (
        <Alert variant="error" title="Не удалось войти по ссылке">
          {exchange.error} Войдите с e-mail и паролем или запросите новую ссылку.
        </Alert>
      ) : null}
      {signin.isError ? (
        <Alert variant="error" title="Не удалось войти">
          {authErrorText(signin.error)}
        </Alert>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <Field label="Электронная почта" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            {...form.register('email')}
          />
        </Field>
        <Field label="Пароль" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <div className="flex justify-end text-sm">
          <Link
            to="/login/recovery-password"
            className="text-primary underline-offset-2 hover:underline"
          >
            Забыли пароль?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={signin.isPending} disabled={prerendering}>
          Войти
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Нет аккаунта?{' '}
        <Link
          to="/register"
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          Зарегистрироваться
        </Link>
      </p>
    </div>
  );
}

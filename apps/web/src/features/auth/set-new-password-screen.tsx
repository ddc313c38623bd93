import { Link, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from '../../lib/zod';
import { authQueries, isHTTPError, isNetworkError } from '@ekran/api';
import { Alert, Button, Skeleton, useGuardedAction } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { newPasswordSchema, repeatsPassword } from '../../lib/form-rules';
import { authErrorText } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';

const schema = repeatsPassword(
  z.object({ password: newPasswordSchema, confirm: z.string().min(1, 'Повторите пароль.') }),
  'password',
  'confirm',
);

type NewPasswordValues = z.infer<typeof schema>;

const INVALID_TOKEN = 'Ссылка для смены пароля недействительна или устарела.';

/**
 * /login/reset/{token}: checks the mailed token first (reset_token_valid), then sets the new
 * password (reset_password). An invalid link is explained with a way to ask for a new one.
 */
export function SetNewPasswordScreen() {
  const api = useApi();
  const { token = '' } = useParams();
  // Silent: the screen explains a link that does not work.
  const check = useQuery(
    authQueries.resetToken(api, token, { silent: true, enabled: token !== '', retry: false }),
  );
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });
  const reset = useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (password: string) => api.auth.resetPassword({ token, password }, { silent: true }),
  });

  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => reset.mutate(values.password)),
    reset.isPending,
  );

  if (token !== '' && check.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <h1 className="text-2xl font-semibold">Новый пароль</h1>
        <p className="text-sm text-muted-foreground">Проверяем ссылку…</p>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  if (token === '' || check.isError || check.data?.valid === false) {
    const error = check.error;
    // A 4xx means the link itself is bad; no answer or a 5xx is worth another try later.
    const transient = isNetworkError(error) || (isHTTPError(error) && error.response.status >= 500);
    const text = isHTTPError(error) || isNetworkError(error) ? authErrorText(error) : INVALID_TOKEN;
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Новый пароль</h1>
        <Alert variant="error" title="Ссылка не работает">
          {text}{' '}
          {transient
            ? 'Попробуйте открыть ссылку ещё раз чуть позже.'
            : 'Запросите новую ссылку — она придёт на вашу почту.'}
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/login/recovery-password">Запросить новую ссылку</Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to="/login">Ко входу</Link>
          </Button>
        </div>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Пароль изменён</h1>
        <Alert variant="success" live>
          Теперь войдите с новым паролем.
        </Alert>
        <Button asChild className="w-full">
          <Link to="/login">Войти</Link>
        </Button>
      </div>
    );
  }

  const { errors } = form.formState;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Новый пароль</h1>
        <p className="text-sm text-muted-foreground">Придумайте новый пароль для входа.</p>
      </div>
      {reset.isError ? (
        <Alert variant="error" title="Не удалось сменить пароль">
          {authErrorText(reset.error)}
        </Alert>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          label="Новый пароль"
          password={form.register('password')}
          confirm={form.register('confirm')}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          Сохранить пароль
        </Button>
      </form>
    </div>
  );
}

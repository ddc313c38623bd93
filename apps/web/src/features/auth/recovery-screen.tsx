import { use } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../lib/zod';
import { Alert, Button, Field, Input, useGuardedAction } from '@ekran/ui';
import { useTypedBeforeStart, useTypedRestore } from '../../lib/typed-before-start';
import { useApi } from '../../lib/api-context';
import { PrerenderContext } from '../../lib/prerender-context';
import { emailSchema } from '../../lib/form-rules';
import { authErrorText } from './auth-errors';

/** The fields that keep what was typed into the prerendered page. */
const RECOVERY_TYPED = ['email'] as const;

const schema = z.object({ email: emailSchema });

type RecoveryValues = z.infer<typeof schema>;

/** /login/recovery-password: asks for the e-mail and mails a reset link (reset_password_mail). */
export function RecoveryScreen() {
  const api = useApi();
  const prerendering = use(PrerenderContext);
  // What the visitor typed into the prerendered page before the app started.
  const typed = useTypedBeforeStart();
  const form = useForm<RecoveryValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: typed.values.email ?? '' },
    mode: 'onTouched',
  });
  useTypedRestore(typed, RECOVERY_TYPED, form.setValue, form.setFocus);
  const mail = useMutation({
    mutationKey: ['auth', 'reset-password-mail'],
    mutationFn: (email: string) => api.auth.resetPasswordMail({ email }, { silent: true }),
  });

  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => mail.mutate(values.email)),
    mail.isPending,
  );

  if (mail.isSuccess) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Проверьте почту</h1>
        <Alert variant="success" live title="Письмо отправлено">
          Мы отправили ссылку для смены пароля на {mail.variables}. Перейдите по ней, чтобы задать
          новый пароль. Если письма нет, проверьте папку «Спам».
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link to="/login">Вернуться ко входу</Link>
          </Button>
          <Button variant="outline" className="flex-1" onClick={() => mail.reset()}>
            Отправить ещё раз
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Восстановление пароля</h1>
        <p className="text-sm text-muted-foreground">
          Укажите e-mail, с которым вы регистрировались, и мы пришлём ссылку для смены пароля.
        </p>
      </div>
      {mail.isError ? (
        <Alert variant="error" title="Не удалось отправить письмо">
          {authErrorText(mail.error)}
        </Alert>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <Field label="Электронная почта" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </Field>
        <Button type="submit" className="w-full" loading={mail.isPending} disabled={prerendering}>
          Отправить ссылку
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="text-primary underline-offset-2 hover:underline">
          Вернуться ко входу
        </Link>
      </p>
    </div>
  );
}

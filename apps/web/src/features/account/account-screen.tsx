import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '../../lib/zod';
import { fieldErrorsOf, userKeys, userQueries, userRoleLabels, type User } from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Field,
  Input,
  Skeleton,
  toast,
  useGuardedAction,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { errorText } from '../../lib/error-text';
import {
  bothTyped,
  emailSchema,
  newPasswordSchema,
  PASSWORD_MISMATCH,
  PASSWORD_RULES_TEXT,
  phoneSchema,
} from '../../lib/form-rules';
import { firstLoadFailed } from '../../lib/query-state';

const profileSchema = z.object({
  first_name: z.string().trim().min(1, 'Введите имя.').max(150, 'Слишком длинное имя.'),
  last_name: z.string().trim().max(150, 'Слишком длинная фамилия.'),
  phone: phoneSchema,
});

const passwordSchema = z
  .object({
    old_password: z.string().min(1, 'Введите текущий пароль.'),
    new_password: newPasswordSchema,
    confirm_password: z.string().min(1, 'Повторите новый пароль.'),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    message: PASSWORD_MISMATCH,
    path: ['confirm_password'],
    when: ({ value }) => bothTyped(value, 'new_password', 'confirm_password'),
  })
  .refine((values) => values.new_password !== values.old_password, {
    message: 'Новый пароль совпадает с текущим.',
    path: ['new_password'],
    when: ({ value }) => bothTyped(value, 'old_password', 'new_password'),
  });

const emailFormSchema = z.object({ email: emailSchema });

type ProfileValues = z.infer<typeof profileSchema>;
type PasswordValues = z.infer<typeof passwordSchema>;
type EmailValues = z.infer<typeof emailFormSchema>;

/** Puts a 400's per-field messages under the fields the form has; the rest stays in the banner. */
function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  const values = form.getValues();
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (field in values) form.setError(field as Path<T>, { type: 'server', message });
  }
}

function ProfileForm({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationKey: ['user', 'update-me'],
    mutationFn: (body: ProfileValues) => api.user.updateMe(body, { silent: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userKeys.me(), saved);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, phone: saved.phone });
      toast.success('Профиль сохранён');
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => save.mutate(values)),
    save.isPending,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Профиль</CardTitle>
        <CardDescription>Имя и телефон для связи по кампаниям и документам.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label="Профиль">
          {save.isError ? (
            <Alert variant="error" title="Профиль не сохранён">
              {errorText(save.error)}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Имя" error={errors.first_name?.message}>
              <Input autoComplete="given-name" {...form.register('first_name')} />
            </Field>
            <Field label="Фамилия" error={errors.last_name?.message}>
              <Input autoComplete="family-name" {...form.register('last_name')} />
            </Field>
          </div>
          <Field label="Телефон" hint="Например, +7 912 345-67-89" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              Сохранить
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const api = useApi();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationKey: ['user', 'change-password'],
    mutationFn: (body: PasswordValues) => api.user.changePassword(body, { silent: true }),
    onSuccess: () => {
      form.reset();
      toast.success('Пароль изменён');
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const { errors } = form.formState;
  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => change.mutate(values)),
    change.isPending,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Смена пароля</CardTitle>
        <CardDescription>{PASSWORD_RULES_TEXT}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label="Смена пароля">
          {change.isError ? (
            <Alert variant="error" title="Пароль не изменён">
              {errorText(change.error)}
            </Alert>
          ) : null}
          <Field label="Текущий пароль" error={errors.old_password?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('old_password')}
            />
          </Field>
          <Field label="Новый пароль" error={errors.new_password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
          </Field>
          <Field label="Повторите новый пароль" error={errors.confirm_password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirm_password')}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={change.isPending}>
              Сменить пароль
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function EmailForm({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm<EmailValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationKey: ['user', 'change-email'],
    mutationFn: (body: EmailValues) => api.user.changeEmail(body, { silent: true }),
    onSuccess: async (_answer, body) => {
      form.reset({ email: '' });
      toast.success(`Адрес изменён на ${body.email}`);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => showFieldErrors(form, error),
  });
  const onSubmit = useGuardedAction(
    form.handleSubmit((values) => {
      if (values.email.toLowerCase() === user.email.toLowerCase()) {
        form.setError('email', { type: 'same', message: 'Это ваш текущий адрес.' });
        return;
      }
      change.mutate({ email: values.email });
    }),
    change.isPending,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Смена e-mail</CardTitle>
        <CardDescription>
          Сейчас: <span className="font-medium text-foreground">{user.email}</span>. На этот адрес
          приходят счета, документы и ссылки для входа.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label="Смена e-mail">
          {change.isError ? (
            <Alert variant="error" title="Адрес не изменён">
              {errorText(change.error)}
            </Alert>
          ) : null}
          <Field label="Новый e-mail" error={form.formState.errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.register('email')}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" loading={change.isPending}>
              Сменить e-mail
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /profile/account: profile fields (update_me), password change and e-mail change. */
export function AccountScreen() {
  const api = useApi();
  const me = useQuery(userQueries.me(api));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Профиль</h1>
        {me.data ? (
          <p className="text-sm text-muted-foreground">
            {userRoleLabels[me.data.role]} · {me.data.email}
          </p>
        ) : null}
      </header>
      {me.isPending ? (
        <div className="space-y-6" role="status" aria-busy="true" aria-label="Загрузка профиля">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : firstLoadFailed(me) ? (
        <EmptyState
          title="Не удалось загрузить профиль"
          text={errorText(me.error)}
          headingLevel="h2"
          action={
            <Button onClick={() => void me.refetch()} loading={me.isFetching}>
              Повторить
            </Button>
          }
        />
      ) : (
        <>
          <ProfileForm key={me.data.id} user={me.data} />
          <PasswordForm />
          <EmailForm user={me.data} />
        </>
      )}
    </div>
  );
}

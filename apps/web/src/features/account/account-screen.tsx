import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '../../lib/zod';
import { userKeys, userQueries, userRoleLabels, type User } from '@ekran/api';
import { Field, Input, LoadError, Skeleton, toast } from '@ekran/ui';
import { NameFields } from '../../components/name-fields';
import { useApi } from '../../lib/api-context';
import { errorText } from '../../lib/error-text';
import {
  bothTyped,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  PASSWORD_RULES_TEXT,
  phoneSchema,
  repeatsPassword,
} from '../../lib/form-rules';
import { firstLoadFailed } from '../../lib/query-state';
import { FormCard } from './form-card';
import { useServerForm } from './use-server-form';

const profileSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  phone: phoneSchema,
});

const passwordSchema = repeatsPassword(
  z.object({
    old_password: z.string().min(1, 'Введите текущий пароль.'),
    new_password: newPasswordSchema,
    confirm_password: z.string().min(1, 'Повторите новый пароль.'),
  }),
  'new_password',
  'confirm_password',
).refine((values) => values.new_password !== values.old_password, {
  message: 'Новый пароль совпадает с текущим.',
  path: ['new_password'],
  when: ({ value }) => bothTyped(value, 'old_password', 'new_password'),
});

const emailFormSchema = z.object({ email: emailSchema });

type ProfileValues = z.infer<typeof profileSchema>;
type PasswordValues = z.infer<typeof passwordSchema>;
type EmailValues = z.infer<typeof emailFormSchema>;

function ProfileForm({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, mutation, onSubmit } = useServerForm({
    schema: profileSchema,
    defaultValues: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
    mutationKey: ['user', 'update-me'],
    mutationFn: (body: ProfileValues) => api.user.updateMe(body, { silent: true }),
    // A 2xx is the save, whatever its answer holds: the form keeps what was sent, get_me refetches.
    onSuccess: async (_answer, sent) => {
      form.reset(sent);
      toast.success('Профиль сохранён');
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const { errors, isDirty } = form.formState;
  return (
    <FormCard
      title="Профиль"
      description="Имя и телефон для связи по кампаниям и документам."
      onSubmit={onSubmit}
      mutation={mutation}
      failedTitle="Профиль не сохранён"
      submitText="Сохранить"
      submitDisabled={!isDirty}
    >
      <NameFields
        first={form.register('first_name')}
        last={form.register('last_name')}
        firstError={errors.first_name?.message}
        lastError={errors.last_name?.message}
      />
      <Field label="Телефон" hint="Например, +7 912 345-67-89" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
      </Field>
    </FormCard>
  );
}

function PasswordForm() {
  const api = useApi();
  const { form, mutation, onSubmit } = useServerForm({
    schema: passwordSchema,
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    mutationKey: ['user', 'change-password'],
    mutationFn: (body: PasswordValues) => api.user.changePassword(body, { silent: true }),
    onSuccess: () => {
      form.reset();
      toast.success('Пароль изменён');
    },
  });
  const { errors } = form.formState;
  return (
    <FormCard
      title="Смена пароля"
      description={PASSWORD_RULES_TEXT}
      onSubmit={onSubmit}
      mutation={mutation}
      failedTitle="Пароль не изменён"
      submitText="Сменить пароль"
    >
      <Field label="Текущий пароль" error={errors.old_password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('old_password')} />
      </Field>
      <Field label="Новый пароль" error={errors.new_password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
      </Field>
      <Field label="Повторите новый пароль" error={errors.confirm_password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm_password')} />
      </Field>
    </FormCard>
  );
}

function EmailForm({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, mutation, onSubmit } = useServerForm({
    schema: emailFormSchema,
    defaultValues: { email: '' },
    mutationKey: ['user', 'change-email'],
    mutationFn: (body: EmailValues) => api.user.changeEmail(body, { silent: true }),
    onSuccess: async (_answer, body) => {
      form.reset({ email: '' });
      toast.success(`Адрес изменён на ${body.email}`);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    check: (values) =>
      values.email.toLowerCase() === user.email.toLowerCase()
        ? { name: 'email', message: 'Это ваш текущий адрес.' }
        : null,
  });
  return (
    <FormCard
      title="Смена e-mail"
      description={
        <>
          Сейчас: <span className="font-medium text-foreground">{user.email}</span>. На этот адрес
          приходят счета, документы и ссылки для входа.
        </>
      }
      onSubmit={onSubmit}
      mutation={mutation}
      failedTitle="Адрес не изменён"
      submitText="Сменить e-mail"
    >
      <Field label="Новый e-mail" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
    </FormCard>
  );
}

/** The role and the e-mail under the title; an unknown role is left out rather than guessed. */
const whoLine = (user: User): string =>
  [user.role === null ? null : userRoleLabels[user.role], user.email].filter(Boolean).join(' · ');

/** /profile/account: profile fields (update_me), password change and e-mail change. */
export function AccountScreen() {
  const api = useApi();
  const me = useQuery(userQueries.me(api));
  const who = me.data ? whoLine(me.data) : '';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Профиль</h1>
        {who ? <p className="text-sm text-muted-foreground">{who}</p> : null}
      </header>
      {me.isPending ? (
        <div className="space-y-6" role="status" aria-busy="true" aria-label="Загрузка профиля">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : firstLoadFailed(me) ? (
        <LoadError
          title="Не удалось загрузить профиль"
          details={errorText(me.error)}
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
          className="px-4 py-10"
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

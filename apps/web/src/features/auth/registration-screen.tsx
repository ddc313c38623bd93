import { use, useId, useState, type FocusEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../../lib/zod';
import {
  fieldErrorsOf,
  isHTTPError,
  UserRole,
  type AuthTokens,
  type SignupRequest,
  type ValidityResponse,
} from '@ekran/api';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  Input,
  RadioGroup,
  RadioGroupItem,
  useGuardedAction,
} from '@ekran/ui';
import { NameFields } from '../../components/name-fields';
import { useApi } from '../../lib/api-context';
import { PrerenderContext } from '../../lib/prerender-context';
import { useTypedBeforeStart, useTypedRestore } from '../../lib/typed-before-start';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  phoneSchema,
  repeatsPassword,
} from '../../lib/form-rules';
import { authErrorText } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';

/** The fields that keep what was typed into the prerendered page. */
const REGISTRATION_TYPED = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm',
] as const;

const ROLE_OPTIONS = [
  { value: String(UserRole.AGENCY), label: 'Агентство', hint: 'Запускаю рекламу для клиентов' },
  { value: String(UserRole.ADVERTISER), label: 'Рекламодатель', hint: 'Рекламирую свой бизнес' },
] as const;

const schema = repeatsPassword(
  z.object({
    // Radio values are strings: '1' agency, '2' advertiser (UserRole).
    role: z.enum(['1', '2'], {
      error: 'Выберите, кто вы: агентство или рекламодатель.',
    }),
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirm: z.string().min(1, 'Повторите пароль.'),
    agreement: z.boolean().refine(Boolean, 'Примите условия пользовательского соглашения.'),
  }),
  'password',
  'confirm',
);

type RegistrationValues = z.input<typeof schema>;
type RemoteField = 'email' | 'phone';

const hasTokens = (value: unknown): value is AuthTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<AuthTokens>).access_token === 'string' &&
  typeof (value as Partial<AuthTokens>).refresh_token === 'string';

/** Sign-up succeeded but the automatic sign-in after it did not. */
class AccountCreatedError extends Error {
  constructor(
    readonly email: string,
    override readonly cause: unknown,
  ) {
    super('account created, sign-in failed');
  }
}

/**
 * /register: role, name, e-mail and phone (checked by the server as the user leaves each field),
 * password with its rules and confirmation, acceptance of the terms; signs the new user in.
 */
export function RegistrationScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const prerendering = use(PrerenderContext);
  // What the visitor typed into the prerendered page before the app started.
  const typed = useTypedBeforeStart();
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      role: undefined,
      first_name: typed.values.first_name ?? '',
      last_name: typed.values.last_name ?? '',
      email: typed.values.email ?? '',
      phone: typed.values.phone ?? '',
      password: typed.values.password ?? '',
      confirm: typed.values.confirm ?? '',
      agreement: false,
    },
    mode: 'onTouched',
  });
  useTypedRestore(typed, REGISTRATION_TYPED, form.setValue, form.setFocus);
  // The server's verdict per value, so leaving a field twice or submitting does not ask again.
  const [verdicts] = useState<Record<RemoteField, Map<string, string | null>>>(() => ({
    email: new Map(),
    phone: new Map(),
  }));
  const idPrefix = useId();

  /** Asks email_valid / phone_valid; null when the value is free, else the Russian reason. */
  const remoteProblem = async (field: RemoteField, value: string): Promise<string | null> => {
    const known = verdicts[field].get(value);
    if (known !== undefined) return known;
    let problem: string | null;
    try {
      // A 2xx is valid unless its answer says `valid: false`; no readable answer (null) is valid.
      const answer: ValidityResponse | null =
        field === 'email'
          ? await api.auth.emailValid({ email: value }, { silent: true })
          : await api.auth.phoneValid({ phone: value }, { silent: true });
      problem = answer?.valid === false ? answer.detail || 'Значение не подходит.' : null;
    } catch (error) {
      // Only the server's «no» blocks the form; a lost connection is checked again on submit.
      if (!isHTTPError(error) || error.response.status >= 500) return null;
      problem = authErrorText(error);
    }
    verdicts[field].set(value, problem);
    return problem;
  };

  const checkRemote = async (field: RemoteField) => {
    if (!(await form.trigger(field))) return true;
    const value = form.getValues(field).trim();
    const problem = await remoteProblem(field, value);
    // The user may have typed on while the server answered: only the current value counts.
    if (form.getValues(field).trim() !== value) return true;
    if (problem) form.setError(field, { type: 'server', message: problem });
    return problem === null;
  };

  const signup = useMutation({
    mutationKey: ['auth', 'signup'],
    mutationFn: async (body: SignupRequest) => {
      const answer = await api.auth.signup(body, { silent: true });
      // The new account is signed in: with the tokens sign-up returns, else by signing in.
      if (hasTokens(answer)) {
        api.session.setTokens(answer);
        return;
      }
      try {
        await api.auth.signin({ email: body.email, password: body.password }, { silent: true });
      } catch (error) {
        // The account exists now: a retry would only hear «e-mail taken». Say so, offer sign-in.
        throw new AccountCreatedError(body.email, error);
      }
    },
    onSuccess: async () => {
      await queryClient.resetQueries();
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in form.getValues())
          form.setError(field as Path<RegistrationValues>, { type: 'server', message });
      }
    },
  });

  // The remote checks run first, so the guard holds from the first press until the request is sent.
  const onSubmit = useGuardedAction(
    form.handleSubmit(async (values) => {
      const [emailOk, phoneOk] = await Promise.all([checkRemote('email'), checkRemote('phone')]);
      if (!emailOk || !phoneOk) return;
      signup.mutate({
        role: Number(values.role) as SignupRequest['role'],
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        user_agreement: true,
      });
    }),
    signup.isPending,
  );

  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || signup.isPending;
  const remoteBlur = (field: RemoteField) => {
    const registered = form.register(field);
    return {
      ...registered,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await registered.onBlur(event);
        await checkRemote(field);
      },
    };
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Регистрация</h1>
        <p className="text-sm text-muted-foreground">
          Уже есть аккаунт?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
            Войти
          </Link>
        </p>
      </div>
      {signup.error instanceof AccountCreatedError ? (
        <Alert
          variant="success"
          live
          title="Аккаунт создан"
          action={
            <Button asChild size="sm">
              <Link to="/login">Войти</Link>
            </Button>
          }
        >
          Войти автоматически не получилось: {authErrorText(signup.error.cause).replace(/\.$/, '')}.
          Войдите с адресом {signup.error.email} и паролем, который вы задали.
        </Alert>
      ) : signup.isError ? (
        <Alert variant="error" title="Не удалось зарегистрироваться">
          {authErrorText(signup.error)}
        </Alert>
      ) : null}
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <Field label="Кто вы" error={errors.role?.message}>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                className="grid-cols-1 sm:grid-cols-2"
              >
                {ROLE_OPTIONS.map((option) => (
                  <div
                    key={option.value}
                    className="flex items-start gap-3 rounded-md border border-input p-3 has-[[data-state=checked]]:border-primary"
                  >
                    <RadioGroupItem
                      id={`${idPrefix}-role-${option.value}`}
                      value={option.value}
                      aria-describedby={`${idPrefix}-role-${option.value}-hint`}
                      className="mt-0.5"
                    />
                    <span className="grid gap-0.5">
                      <label
                        htmlFor={`${idPrefix}-role-${option.value}`}
                        className="cursor-pointer text-sm font-medium"
                      >
                        {option.label}
                      </label>
                      <span
                        id={`${idPrefix}-role-${option.value}-hint`}
                        className="text-xs text-muted-foreground"
                      >
                        {option.hint}
                      </span>
                    </span>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
        </Field>
        <NameFields
          first={form.register('first_name')}
          last={form.register('last_name')}
          firstError={errors.first_name?.message}
          lastError={errors.last_name?.message}
        />
        <Field label="Электронная почта" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...remoteBlur('email')} />
        </Field>
        <Field label="Телефон" hint="Например, +7 912 345-67-89" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...remoteBlur('phone')} />
        </Field>
        <NewPasswordFields
          label="Пароль"
          password={form.register('password')}
          confirm={form.register('confirm')}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        />
        <Field
          orientation="horizontal"
          error={errors.agreement?.message}
          label={
            <span>
              Я принимаю{' '}
              <Link
                to="/terms-of-use"
                target="_blank"
                rel="noopener"
                className="text-primary underline underline-offset-2"
              >
                пользовательское соглашение
              </Link>
            </span>
          }
        >
          <Controller
            control={form.control}
            name="agreement"
            render={({ field }) => (
              <Checkbox
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
        <Button
          type="submit"
          className="w-full"
          loading={busy}
          disabled={prerendering || signup.error instanceof AccountCreatedError}
        >
          Зарегистрироваться
        </Button>
      </form>
    </div>
  );
}

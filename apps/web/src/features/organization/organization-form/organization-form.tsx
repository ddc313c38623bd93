import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  fieldErrorsOf,
  organizationMutations,
  OrgType,
  orgTypeLabels,
  type Organization,
} from '@ekran/api';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Field,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  toast,
  useGuardedAction,
} from '@ekran/ui';
import { useApi } from '../../../lib/api-context';
import {
  ADDRESS_FIELDS,
  organizationSchema,
  toFormValues,
  type AddressField,
  type OrganizationFormValues,
} from './organization-schema';

export type OrganizationFormProps = {
  /** The organization as loaded; its values fill the form. */
  organization: Organization;
};

const ADDRESS_LABELS: Record<AddressField, string> = {
  country: 'Страна',
  index: 'Индекс',
  city: 'Город',
  street: 'Улица',
  house_number: 'Дом',
  carcase_number: 'Корпус / строение',
  office_number: 'Офис / квартира',
};
const ADDRESS_REQUIRED: ReadonlySet<AddressField> = new Set([
  'country',
  'index',
  'city',
  'street',
  'house_number',
]);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/**
 * The organization's requisites for an entrepreneur or a legal entity, checked the way Russian
 * users expect (INN, OGRN, accounts against the BIK) before anything is sent.
 */
export function OrganizationForm({ organization }: OrganizationFormProps) {
  const api = useApi();
  const form = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationSchema),
    defaultValues: toFormValues(organization),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    formState,
  } = form;
  const errors = formState.errors;
  const orgType = useWatch({ control, name: 'org_type' });
  const addressSame = useWatch({ control, name: 'address_same' });
  const actual = useWatch({ control, name: ADDRESS_FIELDS.map((field) => `f_${field}` as const) });
  const legal = orgType === OrgType.LEGAL_ENTITY;

  // Spec §3: with address_same the legal address is the actual one; mirror it so the user sees it.
  // Keyed by the joined text so a re-render with the same address does not set the values again.
  const actualKey = actual.join('\u0000');
  useEffect(() => {
    if (!addressSame) return;
    for (const field of ADDRESS_FIELDS) {
      setValue(field, getValues(`f_${field}`), { shouldDirty: true });
    }
    clearErrors([...ADDRESS_FIELDS]);
  }, [addressSame, actualKey, getValues, setValue, clearErrors]);

  const save = useMutation({
    ...organizationMutations.updateMy(api),
    // A 2xx is the save, whatever its answer holds: the form keeps what was sent, and the
    // organization (its status above all) is read again.
    onSuccess: async (answer, sent, ...rest) => {
      reset(toFormValues(sent));
      toast.success('Данные организации сохранены и отправлены на проверку.');
      await organizationMutations.updateMy(api).onSuccess?.(answer, sent, ...rest);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldErrorsOf(error)))
        if (field in toFormValues(undefined))
          setError(field as FieldPath<OrganizationFormValues>, { type: 'server', message });
    },
  });

  const text = (
    name: FieldPath<OrganizationFormValues>,
    label: string,
    options: {
      required?: boolean;
      hint?: string;
      numeric?: boolean;
      type?: string;
      autoComplete?: string;
      disabled?: boolean;
      maxLength?: number;
      className?: string;
    } = {},
  ) => (
    <Field
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[name as keyof typeof errors]?.message}
      className={options.className}
    >
      <Input
        {...register(name)}
        type={options.type ?? 'text'}
        inputMode={options.numeric ? 'numeric' : undefined}
        autoComplete={options.autoComplete ?? 'off'}
        readOnly={options.disabled}
        aria-readonly={options.disabled || undefined}
        maxLength={options.maxLength}
      />
    </Field>
  );

  const onSubmit = useGuardedAction(
    handleSubmit((values) => save.mutate(values)),
    save.isPending,
  );

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-label="Данные организации">
      <Section id="org-main" title="Основные сведения">
        <div className="grid gap-2 sm:col-span-2">
          <Label id="org-type-label">Тип организации</Label>
          <Controller
            control={control}
            name="org_type"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="org-type-label"
                className="flex flex-wrap gap-6"
                value={field.value === null ? '' : String(field.value)}
                onValueChange={(value) => {
                  field.onChange(
                    Number(value) === OrgType.LEGAL_ENTITY
                      ? OrgType.LEGAL_ENTITY
                      : OrgType.ENTREPRENEUR,
                  );
                  // Lengths of INN and OGRN depend on the type: re-check what was already checked.
                  clearErrors(['kpp', 'short_name', 'ceo_full_name', 'based_on']);
                  if (formState.touchedFields.inn || formState.isSubmitted)
                    void form.trigger('inn');
                  if (formState.touchedFields.ogrn || formState.isSubmitted)
                    void form.trigger('ogrn');
                }}
              >
                {[OrgType.ENTREPRENEUR, OrgType.LEGAL_ENTITY].map((type) => (
                  <div key={type} className="flex items-center gap-2">
                    <RadioGroupItem id={`org-type-${type}`} value={String(type)} />
                    <Label htmlFor={`org-type-${type}`}>{orgTypeLabels[type]}</Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
          {errors.org_type?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.org_type.message}
            </p>
          ) : orgType === null ? (
            <p className="text-sm text-muted-foreground">
              Выберите тип организации: от него зависят поля ниже.
            </p>
          ) : null}
        </div>
        {text(
          'org_name',
          legal ? 'Полное наименование' : 'Наименование (ИП Фамилия Имя Отчество)',
          {
            required: true,
            className: 'sm:col-span-2',
          },
        )}
        {legal ? text('short_name', 'Краткое наименование', { className: 'sm:col-span-2' }) : null}
        {text('inn', 'ИНН', {
          required: true,
          numeric: true,
          maxLength: 12,
          hint: legal ? '10 цифр' : '12 цифр',
        })}
        {legal ? text('kpp', 'КПП', { required: true, maxLength: 9, hint: '9 символов' }) : null}
        {text('ogrn', legal ? 'ОГРН' : 'ОГРНИП', {
          required: true,
          numeric: true,
          maxLength: 15,
          hint: legal ? '13 цифр' : '15 цифр',
        })}
        {legal ? text('ceo_full_name', 'ФИО руководителя', { required: true }) : null}
        {legal
          ? text('based_on', 'Действует на основании', { required: true, hint: 'Например, Устава' })
          : null}
      </Section>

      <Section id="org-actual-address" title="Фактический адрес">
        {ADDRESS_FIELDS.map((field) => (
          <div key={field}>
            {text(`f_${field}`, ADDRESS_LABELS[field], {
              required: ADDRESS_REQUIRED.has(field),
              numeric: field === 'index',
              maxLength: field === 'index' ? 6 : undefined,
            })}
          </div>
        ))}
      </Section>

      <Section id="org-legal-address" title="Юридический адрес">
        <div className="flex items-center gap-2 sm:col-span-2">
          <Controller
            control={control}
            name="address_same"
            render={({ field }) => (
              <Checkbox
                id="org-address-same"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="org-address-same">Совпадает с фактическим</Label>
        </div>
        {ADDRESS_FIELDS.map((field) => (
          <div key={field}>
            {text(field, ADDRESS_LABELS[field], {
              required: !addressSame && ADDRESS_REQUIRED.has(field),
              numeric: field === 'index',
              maxLength: field === 'index' ? 6 : undefined,
              disabled: addressSame,
            })}
          </div>
        ))}
      </Section>

      <Section id="org-bank" title="Банковские реквизиты">
        {text('bank', 'Банк', { required: true, className: 'sm:col-span-2' })}
        {text('bank_bik', 'БИК', { required: true, numeric: true, maxLength: 9, hint: '9 цифр' })}
        {text('checking_account', 'Расчётный счёт', {
          required: true,
          numeric: true,
          maxLength: 20,
          hint: '20 цифр, сверяется с БИК',
        })}
        {text('correspondent_acc', 'Корреспондентский счёт', {
          required: true,
          numeric: true,
          maxLength: 20,
          hint: '20 цифр, начинается с 301',
        })}
      </Section>

      <Section id="org-contacts" title="Контакты">
        {text('phone', 'Телефон', { required: true, type: 'tel', autoComplete: 'tel' })}
        {text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email' })}
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Сохранить и отправить на проверку
        </Button>
        {formState.isSubmitted && Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm text-destructive">
            Проверьте поля с ошибками.
          </p>
        ) : null}
      </div>
    </form>
  );
}

import { useId } from 'react';
import { Controller, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CampaignType, Gender, genderLabels, incomeGroupLabels, statusLabel } from '@ekran/api';
import {
  Checkbox,
  DateRangePicker,
  Field,
  formatMoney,
  Input,
  ScheduleGrid,
  Textarea,
} from '@ekran/ui';
import { NumberField } from '../../components/number-field';
import { Choice, RadioField, Section, SwitchField } from './parameters-fields';
import { toggleIncome, typeHint } from './parameters-form';
import {
  countActiveHours,
  fromIsoDay,
  INCOME_LETTERS,
  toIsoDay,
  type AgencyPercentAccess,
  type ParametersValues,
} from './wizard-rules';

export type ParametersSectionProps = {
  form: UseFormReturn<ParametersValues>;
  /** A campaign past its draft: every control shows its value and takes no input. */
  readOnly: boolean;
};

const CAMPAIGN_TYPES = [CampaignType.RTB, CampaignType.FIX] as const;
const GENDERS = [Gender.ALL, Gender.MALE, Gender.FEMALE] as const;
/** Both ends of the age range: whole years from 0 to 100, a cleared field is 0. */
const AGE = { empty: 'zero', min: 0, max: 100, fractionDigits: 0, suffix: 'лет' } as const;

export function MainSection({ form, readOnly }: ParametersSectionProps) {
  const { errors } = useFormState({ control: form.control, name: ['name', 'description', 'type'] });
  return (
    <Section title="Основное">
      <Field label="Название" required error={errors.name?.message}>
        <Input {...form.register('name')} placeholder="Например, «Осенняя распродажа»" />
      </Field>
      <Field
        label="Описание"
        hint="Видно только вам и модераторам."
        error={errors.description?.message}
      >
        <Textarea rows={3} {...form.register('description')} />
      </Field>
      <RadioField
        control={form.control}
        name="type"
        label="Тип кампании"
        error={errors.type?.message}
        hint={typeHint}
        options={CAMPAIGN_TYPES}
        optionLabel={(type) => statusLabel('campaignType', type)}
        disabled={readOnly}
      />
    </Section>
  );
}

export type PeriodSectionProps = ParametersSectionProps & {
  /** The first day the period may start. */
  minDate: Date | undefined;
  /** Money free on the balance, when known, as the budget's hint. */
  available: number | undefined;
  /** Whether the user sets the agency percent here (wizard-rules, agencyPercentAccess). */
  agencyPercent: AgencyPercentAccess;
};

/** In the agency percent's place when the role is unknown: why it cannot be set now. */
export const AGENCY_PERCENT_UNKNOWN_ROLE =
  'Агентский процент сейчас не изменить: не удалось определить роль аккаунта. Кампания сохранится с прежним процентом (у новой — 0 %). Обновите страницу, чтобы попробовать снова.';

export function PeriodSection({
  form,
  readOnly,
  minDate,
  available,
  agencyPercent,
}: PeriodSectionProps) {
  const { control, setValue } = form;
  // Both ends of the range, which the picker shows; watched here so that a date re-renders this
  // section, not the form.
  const [startDate, endDate] = useWatch({ control, name: ['start_date', 'end_date'] });
  const { errors, isSubmitted } = useFormState({ control, name: 'start_date' });
  return (
    <Section title="Период и бюджет">
      <Controller
        control={control}
        name="start_date"
        render={({ field }) => (
          <Field label="Период показа" required error={errors.start_date?.message}>
            <DateRangePicker
              value={
                startDate ? { from: fromIsoDay(startDate), to: fromIsoDay(endDate) } : undefined
              }
              onValueChange={(range) => {
                const options = { shouldDirty: true, shouldValidate: isSubmitted };
                setValue('end_date', range?.to ? toIsoDay(range.to) : null, options);
                field.onChange(range?.from ? toIsoDay(range.from) : null);
                field.onBlur();
              }}
              minDate={minDate}
              disabled={readOnly}
            />
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={control}
          name="budget"
          label="Бюджет"
          required
          hint={
            available === undefined ? undefined : `Доступно на балансе: ${formatMoney(available)}`
          }
          min={0}
        />
        <NumberField
          control={control}
          name="daily_budget"
          label="Дневной бюджет"
          required
          min={0}
        />
        <NumberField
          control={control}
          name="today_extra_limit"
          label="Дополнительный лимит на сегодня"
          hint="Сверх дневного бюджета, только на сегодня."
          empty="zero"
          min={0}
        />
        <NumberField
          control={control}
          name="delay"
          label="Задержка между показами"
          hint="Секунд между повторами ролика на одном экране."
          empty="zero"
          min={0}
          max={3600}
          fractionDigits={0}
          suffix="с"
        />
        {agencyPercent === 'editable' ? (
          <NumberField
            control={control}
            name="agency_percent"
            label="Агентский процент"
            hint="Ваша комиссия в отчётах клиенту."
            empty="zero"
            min={0}
            max={100}
            suffix="%"
          />
        ) : agencyPercent === 'unknown' ? (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">Агентский процент</p>
            <p role="note" className="text-muted-foreground">
              {AGENCY_PERCENT_UNKNOWN_ROLE}
            </p>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <SwitchField
          control={control}
          name="budget_rollover"
          label="Переносить остаток дневного бюджета на следующий день"
          disabled={readOnly}
        />
        <SwitchField
          control={control}
          name="spent_fast"
          label="Тратить быстро: показывать как можно раньше в течение дня"
          disabled={readOnly}
        />
      </div>
    </Section>
  );
}

export function AudienceSection({ form, readOnly }: ParametersSectionProps) {
  const { control } = form;
  const incomeError = useFormState({ control, name: 'audience.income' }).errors.audience?.income;
  const id = useId();
  return (
    <Section title="Аудитория">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="audience.age_from" label="Возраст от" {...AGE} />
        <NumberField control={control} name="audience.age_to" label="Возраст до" {...AGE} />
      </div>
      <RadioField
        control={control}
        name="audience.gender"
        label="Пол"
        options={GENDERS}
        optionLabel={(gender) => genderLabels[gender]}
        disabled={readOnly}
      />
      <Controller
        control={control}
        name="audience.income"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={incomeError ? `${id}-income-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Доход</legend>
            <div className="flex flex-wrap gap-4">
              {INCOME_LETTERS.map((letter) => (
                <Choice
                  key={letter}
                  id={`${id}-income-${letter}`}
                  label={incomeGroupLabels[letter]}
                >
                  <Checkbox
                    id={`${id}-income-${letter}`}
                    checked={field.value.includes(letter)}
                    disabled={readOnly}
                    onCheckedChange={(checked) =>
                      field.onChange(toggleIncome(field.value, letter, checked === true))
                    }
                  />
                </Choice>
              ))}
            </div>
            {incomeError ? (
              <p id={`${id}-income-error`} className="text-sm font-medium text-destructive">
                {incomeError.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
    </Section>
  );
}

export function ScheduleSection({ form, readOnly }: ParametersSectionProps) {
  const error = useFormState({ control: form.control, name: 'target_days' }).errors.target_days;
  return (
    <Section
      title="Расписание показов"
      description="Отметьте часы, когда показывать ролики: тяните мышью по сетке или выберите готовый вариант."
    >
      <Controller
        control={form.control}
        name="target_days"
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            <div className="overflow-x-auto">
              <ScheduleGrid
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  field.onBlur();
                }}
                readOnly={readOnly}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error.message ?? error.root?.message}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Активных часов в неделю: {countActiveHours(field.value)}
              </p>
            )}
          </div>
        )}
      />
    </Section>
  );
}

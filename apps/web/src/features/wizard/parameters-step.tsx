import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignKeys,
  campaignMutations,
  campaignQueries,
  CampaignType,
  campaignTypeLabels,
  createDefaultCampaignPayload,
  describeError,
  fieldErrorsOf,
  Gender,
  genderLabels,
  incomeGroupLabels,
  playerQueries,
  userQueries,
  type Campaign,
  type MediaPlanRequest,
  playerTypeLabels,
} from '@ekran/api';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  DateRangePicker,
  Field,
  formatMoney,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  ScheduleGrid,
  Skeleton,
  Switch,
  Textarea,
  toast,
  type MapPlayer,
  useGuardedAction,
  useNarrow,
} from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { LazyMapPicker } from '../../lib/lazy-maps';
import { MAP_TILE_URL } from '../../lib/map-tiles';
import { LeaveGuard } from './leave-guard';
import { createMapData, savedChoice } from './map-data';
import { MediaPlanCard, MediaPlanDisclosure, MediaPlanSummary } from './media-plan-card';
import { NumberField } from '../../components/number-field';
import { useWizard } from './wizard-context';
import {
  countActiveHours,
  fromIsoDay,
  INCOME_LETTERS,
  parametersSchema,
  stepHref,
  toIsoDay,
  todayIso,
  toParametersValues,
  toPayload,
  type ParametersValues,
} from './wizard-rules';
import { firstLoadFailed } from '../../lib/query-state';

/** The map picker's grid (its children: filters, map, chosen list with geo plans). */
const MAP_LAYOUT = [
  'lg:grid-cols-2 lg:[&>*:nth-child(2)]:col-span-2 lg:[&>*:nth-child(2)]:row-start-1',
  'xl:grid-cols-[15rem_minmax(0,1fr)] xl:[&>*:nth-child(1)]:row-span-2',
  'xl:[&>*:nth-child(2)]:col-span-1 xl:[&>*:nth-child(2)]:col-start-2',
  'xl:[&>*:nth-child(3)]:col-start-2',
].join(' ');

/** Step 1 of the wizard: the campaign's parameters, its players on the map, and the forecast. */
export function ParametersStep() {
  const { id, campaign } = useWizard();
  // A different campaign (or the first save of a new one) starts a fresh form from its data.
  return <ParametersForm key={id ?? 'new'} campaign={campaign} />;
}

function ParametersForm({ campaign }: { campaign: Campaign | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAgency, locked } = useWizard();
  const mapData = useMemo(() => createMapData(api, queryClient), [api, queryClient]);
  // A phone keeps the media plan in the sticky bar (MediaPlanDisclosure) and gives the map most of
  // its height (issue 19).
  const narrow = useNarrow();
  const today = todayIso();
  const savedStart = campaign?.start_date?.slice(0, 10) ?? null;

  const defaults = useMemo(
    () => toParametersValues(campaign ?? createDefaultCampaignPayload()),
    [campaign],
  );
  // `raw`: the form keeps its own values (nulls and all); the schema only judges them.
  const resolver = useMemo(
    () => zodResolver(parametersSchema({ today, savedStart }), undefined, { raw: true }),
    [today, savedStart],
  );

  const form = useForm<ParametersValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onTouched',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = form;
  const values = useWatch({ control }) as ParametersValues;

  // Chosen players: the form keeps ids, the map wants whole players. A saved campaign's come in
  // one call (its players, every page); the user's own picks replace them from the first change.
  const [savedIds] = useState(defaults.players);
  const savedPlayers = useQuery(
    campaignQueries.allPlayers(api, campaign?.id ?? '', {
      enabled: campaign !== null && savedIds.length > 0,
    }),
  );
  const [picked, setPicked] = useState<MapPlayer[] | null>(null);
  const saved = useMemo(
    () => (savedPlayers.data ? savedChoice(savedIds, savedPlayers.data) : null),
    [savedIds, savedPlayers.data],
  );
  const chosen = picked ?? (savedIds.length === 0 ? [] : (saved?.chosen ?? null));
  const missingCount = picked ? 0 : (saved?.missing.length ?? 0);
  // Players the server no longer lists leave the form too, so the map and the save agree.
  useEffect(() => {
    if (!saved || saved.missing.length === 0) return;
    setValue(
      'players',
      saved.chosen.map((player) => player.id),
      { shouldDirty: true },
    );
  }, [saved, setValue]);

  const geoplans = useQuery(playerQueries.geoplans(api));
  const balance = useQuery(userQueries.balance(api));

  const [saveError, setSaveError] = useState<string | null>(null);
  // Silent: a failed save is explained in the save bar, with the server's field errors.
  const create = useMutation(campaignMutations.create(api, { silent: true }));
  const edit = useMutation(campaignMutations.edit(api, { silent: true }));
  const leaving = useRef(false);

  const save = (next: boolean) =>
    handleSubmit(
      async (formValues) => {
        setSaveError(null);
        const ids = new Set(formValues.players);
        // A geo plan counts as used while every one of its players is chosen.
        const usedPlans = (geoplans.data ?? [])
          .filter((plan) => plan.players.length > 0 && plan.players.every((pid) => ids.has(pid)))
          .map((plan) => plan.id);
        const payload = toPayload({ ...formValues, geo_plans: usedPlans }, isAgency);
        try {
          const saved = campaign
            ? await edit.mutateAsync({ id: campaign.id, payload })
            : await create.mutateAsync(payload);
          queryClient.setQueryData(campaignKeys.detail(saved.id), saved);
          reset(toParametersValues(saved));
          toast.success(campaign ? 'Изменения сохранены' : 'Кампания создана');
          leaving.current = true;
          if (next) void navigate(stepHref(1, saved.id));
          else if (!campaign) void navigate(stepHref(0, saved.id), { replace: true });
          // The blocker may check after a microtask; the form is clean by the next task anyway.
          setTimeout(() => {
            leaving.current = false;
          }, 0);
        } catch (error) {
          const fields = fieldErrorsOf(error);
          for (const [field, message] of Object.entries(fields)) {
            form.setError(field as keyof ParametersValues, { type: 'server', message });
          }
          setSaveError(describeError(error, navigator.onLine).message);
        }
      },
      () => setSaveError(null),
    )();

  // One save at a time: a second Enter or click while the first is on its way does nothing.
  const guardedSave = useGuardedAction(save, isSubmitting || create.isPending || edit.isPending);

  const errorCount = countErrors(errors);
  const mediaPlanRequest: MediaPlanRequest = {
    players: values.players ?? [],
    start_date: values.start_date ?? null,
    end_date: values.end_date ?? null,
    budget: values.budget ?? 0,
    daily_budget: values.daily_budget ?? 0,
    target_days: values.target_days ?? [],
    type: values.type ?? CampaignType.RTB,
    audience: values.audience ?? defaults.audience,
  };
  const minDate = fromIsoDay(savedStart && savedStart < today ? savedStart : today);
  const ids = {
    form: useId(),
    main: useId(),
    period: useId(),
    audience: useId(),
    schedule: useId(),
    map: useId(),
  };
  const readOnly = locked;

  return (
    <div className="flex flex-col gap-6">
      <LeaveGuard when={isDirty && !isSubmitting} bypass={leaving} />
      {/* The map holds its own geo-plan form, so it sits outside this one. */}
      <form
        id={ids.form}
        noValidate
        aria-label="Параметры кампании"
        onSubmit={(event) => {
          event.preventDefault();
          guardedSave(false);
        }}
      >
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex flex-col gap-6">
              <Section id={ids.main} title="Основное">
                <Field label="Название" required error={errors.name?.message}>
                  <Input {...register('name')} placeholder="Например, «Осенняя распродажа»" />
                </Field>
                <Field
                  label="Описание"
                  hint="Видно только вам и модераторам."
                  error={errors.description?.message}
                >
                  <Textarea rows={3} {...register('description')} />
                </Field>
                <Controller
                  control={control}
                  name="type"
                  render={({ field }) => (
                    <Field label="Тип кампании" hint={typeHint(field.value)}>
                      <RadioGroup
                        value={String(field.value)}
                        onValueChange={(next) => field.onChange(Number(next))}
                        className="flex flex-wrap gap-4"
                        disabled={readOnly}
                      >
                        {[CampaignType.RTB, CampaignType.FIX].map((type) => (
                          <Choice key={type} id={`${ids.main}-type-${type}`}>
                            <RadioGroupItem id={`${ids.main}-type-${type}`} value={String(type)} />
                            {campaignTypeLabels[type]}
                          </Choice>
                        ))}
                      </RadioGroup>
                    </Field>
                  )}
                />
              </Section>

              <Section id={ids.period} title="Период и бюджет">
                <Controller
                  control={control}
                  name="start_date"
                  render={({ field }) => (
                    <Field label="Период показа" required error={errors.start_date?.message}>
                      <DateRangePicker
                        value={
                          values.start_date
                            ? {
                                from: fromIsoDay(values.start_date),
                                to: fromIsoDay(values.end_date),
                              }
                            : undefined
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
                      balance.data
                        ? `Доступно на балансе: ${formatMoney(balance.data.available_balance)}`
                        : undefined
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
                  {isAgency ? (
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
                  ) : null}
                </div>
                <div className="flex flex-col gap-3">
                  <Controller
                    control={control}
                    name="budget_rollover"
                    render={({ field }) => (
                      <Field
                        label="Переносить остаток дневного бюджета на следующий день"
                        orientation="horizontal"
                      >
                        <Switch
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          disabled={readOnly}
                        />
                      </Field>
                    )}
                  />
                  <Controller
                    control={control}
                    name="spent_fast"
                    render={({ field }) => (
                      <Field
                        label="Тратить быстро: показывать как можно раньше в течение дня"
                        orientation="horizontal"
                      >
                        <Switch
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          disabled={readOnly}
                        />
                      </Field>
                    )}
                  />
                </div>
              </Section>

              <Section id={ids.audience} title="Аудитория">
                <div className="grid gap-4 sm:grid-cols-2">
                  <NumberField
                    control={control}
                    name="audience.age_from"
                    label="Возраст от"
                    empty="zero"
                    min={0}
                    max={100}
                    fractionDigits={0}
                    suffix="лет"
                  />
                  <NumberField
                    control={control}
                    name="audience.age_to"
                    label="Возраст до"
                    empty="zero"
                    min={0}
                    max={100}
                    fractionDigits={0}
                    suffix="лет"
                  />
                </div>
                <Controller
                  control={control}
                  name="audience.gender"
                  render={({ field }) => (
                    <Field label="Пол">
                      <RadioGroup
                        value={field.value}
                        onValueChange={field.onChange}
                        className="flex flex-wrap gap-4"
                        disabled={readOnly}
                      >
                        {[Gender.ALL, Gender.MALE, Gender.FEMALE].map((gender) => (
                          <Choice key={gender} id={`${ids.audience}-gender-${gender}`}>
                            <RadioGroupItem
                              id={`${ids.audience}-gender-${gender}`}
                              value={gender}
                            />
                            {genderLabels[gender]}
                          </Choice>
                        ))}
                      </RadioGroup>
                    </Field>
                  )}
                />
                <Controller
                  control={control}
                  name="audience.income"
                  render={({ field }) => (
                    <fieldset
                      className="flex flex-col gap-2"
                      aria-describedby={
                        errors.audience?.income ? `${ids.audience}-income-error` : undefined
                      }
                    >
                      <legend className="mb-1 text-sm font-medium">Доход</legend>
                      <div className="flex flex-wrap gap-4">
                        {INCOME_LETTERS.map((letter) => {
                          const checkId = `${ids.audience}-income-${letter}`;
                          return (
                            <Choice key={letter} id={checkId}>
                              <Checkbox
                                id={checkId}
                                checked={field.value.includes(letter)}
                                disabled={readOnly}
                                onCheckedChange={(checked) => {
                                  const set = new Set(field.value.split(''));
                                  if (checked === true) set.add(letter);
                                  else set.delete(letter);
                                  field.onChange(INCOME_LETTERS.filter((l) => set.has(l)).join(''));
                                }}
                              />
                              {incomeGroupLabels[letter]}
                            </Choice>
                          );
                        })}
                      </div>
                      {errors.audience?.income ? (
                        <p
                          id={`${ids.audience}-income-error`}
                          className="text-sm font-medium text-destructive"
                        >
                          {errors.audience.income.message}
                        </p>
                      ) : null}
                    </fieldset>
                  )}
                />
              </Section>
            </div>

            {!narrow && (
              <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
                <MediaPlanCard request={mediaPlanRequest} />
              </aside>
            )}
          </div>

          <Section
            id={ids.schedule}
            title="Расписание показов"
            description="Отметьте часы, когда показывать ролики: тяните мышью по сетке или выберите готовый вариант."
          >
            <Controller
              control={control}
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
                  {errors.target_days ? (
                    <p role="alert" className="text-sm font-medium text-destructive">
                      {errors.target_days.message ?? errors.target_days.root?.message}
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
        </fieldset>
      </form>

      <Section
        id={ids.map}
        title="Экраны"
        description="Фильтруйте экраны, выбирайте по одному, всей областью или обводя на карте; сохраняйте наборы как геопланы."
      >
        {errors.players ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.players.message}
          </p>
        ) : null}
        {missingCount > 0 ? (
          <Alert variant="warning" title="Часть выбранных экранов больше недоступна">
            Экранов убрано из выбора: {missingCount}. Сохраните кампанию, чтобы закрепить изменение.
          </Alert>
        ) : null}
        {chosen === null && firstLoadFailed(savedPlayers) ? (
          <Alert
            variant="error"
            title="Не удалось загрузить выбранные экраны"
            action={
              <Button variant="outline" size="sm" onClick={() => void savedPlayers.refetch()}>
                Повторить
              </Button>
            }
          >
            Выбор сохранён на сервере; карта покажет его, когда загрузка получится.
          </Alert>
        ) : chosen === null ? (
          <div
            role="status"
            aria-label="Загрузка выбранных экранов"
            className="flex flex-col gap-2"
          >
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-96 w-full" />
          </div>
        ) : (
          <LazyMapPicker
            value={chosen}
            onChange={(players) => {
              setPicked(players);
              setValue(
                'players',
                players.map((player) => player.id),
                { shouldDirty: true, shouldValidate: isSubmitted },
              );
            }}
            loadPlayers={mapData.loadPlayers}
            loadFilterOptions={mapData.loadFilterOptions}
            resolvePlayers={(list, signal) => mapData.resolvePlayers(list, signal)}
            {...mapData.geoPlans}
            readOnly={readOnly}
            typeLabels={playerTypeLabels}
            tileUrl={MAP_TILE_URL}
            center={chosen[0] ? [chosen[0].latitude, chosen[0].longitude] : undefined}
            zoom={chosen.length > 0 ? 11 : 10}
            height={narrow ? 'max(32rem, 60svh)' : '32rem'}
            // Beside the app's sidebar, three columns leave the map too narrow (about 420 px at
            // 1024). The map takes the full width up to xl, with the filters and the chosen list
            // side by side under it; from xl the filters stand to the left and the chosen list
            // and geo plans sit under the map. The forecast stays in the sticky bar below.
            className={MAP_LAYOUT}
          />
        )}
      </Section>

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-t-lg border bg-card p-3 shadow-md sm:-mx-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          {narrow ? (
            <MediaPlanDisclosure request={mediaPlanRequest} />
          ) : (
            <MediaPlanSummary request={mediaPlanRequest} />
          )}
          <div aria-live="polite">
            {saveError ? (
              <p role="alert" className="font-medium text-destructive">
                Не удалось сохранить: {saveError} Введённые данные остались в форме.
              </p>
            ) : errorCount > 0 ? (
              <p className="font-medium text-destructive">
                Исправьте ошибки в форме: {errorCount}.
              </p>
            ) : isDirty ? (
              <p className="text-muted-foreground">Есть несохранённые изменения.</p>
            ) : campaign ? (
              <p className="text-muted-foreground">Все изменения сохранены.</p>
            ) : (
              <p className="text-muted-foreground">Кампания ещё не сохранена.</p>
            )}
          </div>
        </div>
        {/* On a phone both buttons share one row where they fit (the bar stays low). */}
        <div className="flex flex-wrap gap-2 max-sm:[&>*]:grow max-sm:[&>*]:px-3">
          <Button
            type="submit"
            form={ids.form}
            variant="outline"
            loading={isSubmitting}
            disabled={readOnly}
          >
            Сохранить
          </Button>
          <Button
            type="button"
            loading={isSubmitting}
            disabled={readOnly}
            onClick={() => guardedSave(true)}
          >
            Сохранить и продолжить
          </Button>
        </div>
      </div>
    </div>
  );
}

function typeHint(type: number): string {
  return type === CampaignType.FIX
    ? 'Фиксированная: показы по заранее оговорённой цене.'
    : 'RTB: цена показа определяется на аукционе.';
}

function countErrors(errors: FieldErrors<ParametersValues>): number {
  let count = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message?: unknown }).message === 'string') {
      count += 1;
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
  return count;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} as="h2">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function Choice({ id, children }: { id: string; children: ReactNode }) {
  const [control, ...text] = Array.isArray(children) ? children : [children];
  return (
    <div className="flex items-center gap-2">
      {control}
      <Label htmlFor={id} className="font-normal">
        {text}
      </Label>
    </div>
  );
}

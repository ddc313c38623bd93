import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignMutations,
  campaignQueries,
  createDefaultCampaignPayload,
  describeError,
  fieldErrorsOf,
  playerQueries,
  userQueries,
  type Campaign,
} from '@ekran/api';
import { toast, useGuardedAction, useNarrow } from '@ekran/ui';
import { useApi } from '../../lib/api-context';
import { useWarmResolver } from '../../lib/use-warm-resolver';
import { LeaveGuard } from './leave-guard';
import { MediaPlanCard } from './media-plan-card';
import { countErrors, firstAllowedDay, mediaPlanRequestOf, usedGeoPlans } from './parameters-form';
import { ParametersSaveBar, type ParametersSaveBarProps } from './parameters-save-bar';
import { PlayersSection } from './parameters-players';
import {
  AudienceSection,
  MainSection,
  PeriodSection,
  type PeriodSectionProps,
  ScheduleSection,
} from './parameters-sections';
import { StepSkeleton } from './step-skeleton';
import { useWizard } from './wizard-context';
import {
  afterSave,
  agencyPercentAccess,
  agencyPercentToSend,
  fromIsoDay,
  parametersSchema,
  todayIso,
  toParametersValues,
  toPayload,
  validParameters,
  type ParametersValues,
} from './wizard-rules';

/** The period section with the balance as its budget hint: the balance's answer re-renders it alone. */
function PeriodWithBalance(props: Omit<PeriodSectionProps, 'available'>) {
  const api = useApi();
  const balance = useQuery(userQueries.balance(api));
  return <PeriodSection {...props} available={balance.data?.available_balance ?? undefined} />;
}

/** The fields the forecast reads; the name, for one, is not among them. */
const REQUEST_FIELDS = [
  'players',
  'start_date',
  'end_date',
  'budget',
  'daily_budget',
  'target_days',
  'type',
  'audience',
] as const;

type RequestProps = {
  control: Control<ParametersValues>;
  fallbackAudience: ParametersValues['audience'];
};

/**
 * The forecast's request for the form as typed. Watched here, in the forecast's own components,
 * and not by the form: a key typed then re-renders the field and the forecast, not every section
 * with the schedule grid and the map.
 */
function useMediaPlanRequest({ control, fallbackAudience }: RequestProps) {
  const [players, startDate, endDate, budget, dailyBudget, targetDays, type, audience] = useWatch({
    control,
    name: REQUEST_FIELDS,
  });
  return mediaPlanRequestOf(
    {
      players,
      start_date: startDate,
      end_date: endDate,
      budget,
      daily_budget: dailyBudget,
      target_days: targetDays,
      type,
      audience,
    },
    fallbackAudience,
  );
}

function FormMediaPlanCard(props: RequestProps) {
  return <MediaPlanCard request={useMediaPlanRequest(props)} />;
}

/**
 * The save bar reads the form's state (errors, unsaved changes, a save on its way) itself, as the
 * guard below does: read by the form, every change of it (a day of the schedule marks its field
 * touched and the form dirty) would re-render every section with the schedule grid and the map.
 */
function FormSaveBar({
  control,
  fallbackAudience,
  ...props
}: RequestProps & Omit<ParametersSaveBarProps, 'request' | 'errorCount' | 'isDirty' | 'saving'>) {
  const { errors, isDirty, isSubmitting } = useFormState({ control });
  return (
    <ParametersSaveBar
      request={useMediaPlanRequest({ control, fallbackAudience })}
      errorCount={countErrors(errors)}
      isDirty={isDirty}
      saving={isSubmitting}
      {...props}
    />
  );
}

function FormLeaveGuard({
  control,
  bypass,
}: {
  control: Control<ParametersValues>;
  bypass: RefObject<boolean>;
}) {
  const { isDirty, isSubmitting } = useFormState({ control });
  return <LeaveGuard when={isDirty && !isSubmitting} bypass={bypass} />;
}

/** Step 1 of the wizard: the campaign's parameters, its players on the map, and the forecast. */
export function ParametersStep() {
  const { id, campaign } = useWizard();
  // The form and its map, the heaviest render of the app, come in a second, deferred pass. The
  // frame, the title and the stepper commit and paint first (the page's largest text is its title),
  // and the form follows in time slices instead of holding the first paint.
  const formReady = useDeferredValue(true, false);
  if (!formReady) return <StepSkeleton label="Загрузка формы" />;
  // A different campaign (or the first save of a new one) starts a fresh form from its data.
  return <ParametersForm key={id ?? 'new'} campaign={campaign} />;
}

function ParametersForm({ campaign }: { campaign: Campaign | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { role, locked } = useWizard();
  // A phone keeps the media plan in the sticky bar (MediaPlanDisclosure) and gives the map most of
  // its height.
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
    handleSubmit,
    reset,
    // Only the save's own state: the rest of the form's state is read where it shows.
    formState: { isSubmitting },
  } = form;

  // The form subscribes to no query of its own: each answer arriving would re-render the whole form
  // and the map, synchronously (TanStack Query's store updates are never time-sliced). The geo
  // plans are read from the cache at save time (the map's panel keeps them there; this prefetch
  // covers a save before the panel asked), and the balance hint has its own component.
  useEffect(() => {
    void queryClient.prefetchQuery(playerQueries.geoplans(api));
  }, [api, queryClient]);

  useWarmResolver(resolver, form.getValues);

  const [saveError, setSaveError] = useState<string | null>(null);
  // Silent: a failed save is explained in the save bar, with the server's field errors.
  const create = useMutation(campaignMutations.create(api, { silent: true }));
  const edit = useMutation(campaignMutations.edit(api, { silent: true }));
  const leaving = useRef(false);
  const formId = useId();
  const legendId = `${formId}-legend`;

  const save = (next: boolean) =>
    handleSubmit(
      async (formValues) => {
        setSaveError(null);
        // The rules passed, so a type and both budgets are there; this only tells TypeScript.
        const checked = validParameters(formValues);
        if (!checked) return;
        const plans = queryClient.getQueryData(playerQueries.geoplans(api).queryKey) ?? [];
        const usedPlans = usedGeoPlans(plans, formValues.players);
        const payload = toPayload(
          { ...checked, geo_plans: usedPlans },
          agencyPercentToSend(role, checked.agency_percent, campaign),
        );
        try {
          // A 2xx is the save whatever its answer holds: the mutation has refetched the campaign,
          // and the form keeps what was sent.
          const saved = campaign
            ? await edit.mutateAsync({ id: campaign.id, payload })
            : await create.mutateAsync(payload);
          const savedId = campaign ? campaign.id : (saved?.id ?? null);
          reset(toParametersValues(payload));
          leaving.current = true;
          // The new campaign's step opens with its data rather than a skeleton.
          if (!campaign && savedId !== null)
            await queryClient.prefetchQuery(campaignQueries.detail(api, savedId));
          const after = afterSave(campaign !== null, savedId, next);
          toast.success(after.message);
          if (after.href) void navigate(after.href, { replace: after.replace });
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

  const readOnly = locked;

  return (
    <div className="flex flex-col gap-6">
      <FormLeaveGuard control={control} bypass={leaving} />
      {/* The map holds its own geo-plan form, so it sits outside this one. */}
      <form
        id={formId}
        noValidate
        aria-labelledby={legendId}
        onSubmit={(event) => {
          event.preventDefault();
          guardedSave(false);
        }}
      >
        {/* The fieldset locks the whole form for a campaign that can no longer change; a group
            needs a name, which the form takes too. */}
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <legend id={legendId} className="sr-only">
            Параметры кампании
          </legend>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex flex-col gap-6">
              <MainSection form={form} readOnly={readOnly} />
              <PeriodWithBalance
                form={form}
                readOnly={readOnly}
                minDate={fromIsoDay(firstAllowedDay(today, savedStart))}
                agencyPercent={agencyPercentAccess(role)}
              />
              <AudienceSection form={form} readOnly={readOnly} />
            </div>

            {!narrow && (
              <aside
                aria-label="Прогноз"
                className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start"
              >
                <FormMediaPlanCard control={control} fallbackAudience={defaults.audience} />
              </aside>
            )}
          </div>

          <ScheduleSection form={form} readOnly={readOnly} />
        </fieldset>
      </form>

      <PlayersSection
        form={form}
        campaignId={campaign?.id ?? null}
        savedIds={defaults.players}
        readOnly={readOnly}
        narrow={narrow}
      />

      <FormSaveBar
        control={control}
        fallbackAudience={defaults.audience}
        narrow={narrow}
        formId={formId}
        saveError={saveError}
        saved={campaign !== null}
        readOnly={readOnly}
        onSaveAndContinue={() => guardedSave(true)}
      />
    </div>
  );
}

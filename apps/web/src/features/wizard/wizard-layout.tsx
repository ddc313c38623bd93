import { Suspense, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  campaignQueries,
  campaignStatusLabels,
  organizationQueries,
  userQueries,
  type UserRole,
} from '@ekran/api';
import { Alert, Button, LoadError, Stepper, type StepperStep } from '@ekran/ui';
import { StatusBadge } from '../../components/status-badge';
import { useApi } from '../../lib/api-context';
import { renderRouterLink } from '../../lib/render-router-link';
import type { WizardContextValue } from './wizard-context';
import {
  campaignChecklist,
  firstIncompleteStep,
  isLocked,
  stepFromPath,
  stepHref,
  WIZARD_STEPS,
  type WizardStepIndex,
} from './wizard-rules';
import { firstLoadFailed, loadErrorHint } from '../../lib/query-state';
import { StepSkeleton } from './step-skeleton';

/**
 * The user's role from get_me, else from the organization; undefined while they are still being
 * asked, null when neither told it (failed, or a value the app does not know).
 */
function roleOf(
  me: UseQueryResult<{ role: UserRole | null }>,
  organization: UseQueryResult<{ role: UserRole | null }>,
): UserRole | null | undefined {
  const known = me.data?.role ?? organization.data?.role ?? null;
  if (known !== null) return known;
  // The organization is asked only once get_me has answered without a role (or failed).
  if (me.isPending || organization.isPending) return undefined;
  return null;
}

/** The frame of the campaign wizard: title, the four-step stepper, and the current step. */
export function WizardLayout() {
  const api = useApi();
  const { id: rawId } = useParams();
  const { pathname } = useLocation();
  const id = rawId ?? null;
  const validId = id === null || /^\d+$/.test(id);
  const step = stepFromPath(pathname);

  const campaignQuery = useQuery({
    ...campaignQueries.detail(api, id ?? ''),
    enabled: id !== null && validId,
  });
  const videosQuery = useQuery({
    ...campaignQueries.videos(api, id ?? ''),
    enabled: id !== null && validId,
  });
  const me = useQuery(userQueries.me(api));
  // The organization tells the role too: asked only when get_me did not (the frame's banner reads
  // the same cache, so in the app this is rarely a request of its own).
  const organization = useQuery({
    ...organizationQueries.my(api),
    enabled: me.isError || (me.isSuccess && me.data.role === null),
  });

  const campaign = campaignQuery.data ?? null;
  const videos = useMemo(() => videosQuery.data?.results ?? [], [videosQuery.data]);
  const checklist = useMemo(() => campaignChecklist(campaign, videos), [campaign, videos]);
  const reachable = id === null ? 0 : firstIncompleteStep(checklist);

  if (!validId) return <Navigate to="/campaigns" replace />;

  const steps: StepperStep[] = WIZARD_STEPS.map((item, index) => ({
    id: item.id,
    label: item.label,
    href: index === 0 || id !== null ? stepHref(index as WizardStepIndex, id) : undefined,
    complete: id !== null && index < reachable,
    disabled: index > 0 && (id === null || index > reachable),
  }));

  const context: WizardContextValue = {
    id,
    campaign,
    videos,
    videosOmitted: videosQuery.data?.omitted ?? 0,
    checklist,
    role: roleOf(me, organization),
    locked: isLocked(campaign),
  };

  const loading = id !== null && (campaignQuery.isPending || videosQuery.isPending);
  const failed = id !== null && (firstLoadFailed(campaignQuery) || firstLoadFailed(videosQuery));

  let body;
  if (loading) {
    body = <StepSkeleton label="Загрузка кампании" />;
  } else if (failed) {
    body = (
      <LoadError
        layout="alert"
        title="Не удалось загрузить кампанию"
        details={
          <>
            {loadErrorHint(
              campaignQuery.error ?? videosQuery.error,
              'Проверьте подключение и повторите.',
            )}{' '}
            Если кампания удалена, вернитесь к{' '}
            <Link className="underline" to="/campaigns">
              списку кампаний
            </Link>
            .
          </>
        }
        onRetry={() => {
          void campaignQuery.refetch();
          void videosQuery.refetch();
        }}
      />
    );
  } else if (step > reachable) {
    const target = Math.min(reachable, 3) as WizardStepIndex;
    body = (
      <Alert
        variant="warning"
        title="Этот шаг пока недоступен"
        action={
          <Button asChild variant="outline" size="sm">
            <Link to={stepHref(target, id)}>Перейти к шагу {target + 1}</Link>
          </Button>
        }
      >
        Сначала заполните шаг «{WIZARD_STEPS[target].label}».
      </Alert>
    );
  } else {
    // A step may suspend until its code arrives (router.tsx, suspendingScreen): the frame stays.
    body = (
      <Suspense fallback={<StepSkeleton label="Загрузка шага" />}>
        <Outlet context={context} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            {campaign ? campaign.name || 'Кампания без названия' : 'Новая кампания'}
          </h1>
          {campaign ? (
            <StatusBadge
              kind="campaignStatus"
              value={campaign.status}
              title={campaignStatusLabels[campaign.status]}
            />
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Шаг {step + 1} из 4 · {WIZARD_STEPS[step].label}
        </p>
      </header>
      <Stepper
        aria-label="Шаги создания кампании"
        steps={steps}
        current={step}
        renderLink={renderRouterLink}
        currentLabelOnPhone={false}
      />
      {context.locked && step !== 3 ? (
        <Alert variant="info" title="Кампанию сейчас нельзя изменить">
          Кампания в статусе «{campaign ? campaignStatusLabels[campaign.status] : ''}»: данные
          открыты только для просмотра.
        </Alert>
      ) : null}
      {body}
    </div>
  );
}
